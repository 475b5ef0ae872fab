// What each GraphQL operation requires. Deny is the default: an operation missing here is refused (FORBIDDEN), and a
// test fails when the schema has an operation this table does not name.
import type { Permission } from '../../domain/permissions';
import { BRAND_TASK_KINDS, REPORT_KEYS, REPORT_PERMISSION_KEYS, TASK_KINDS } from '../../domain/permissions';

export type Requirement =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'anyOf'; permissions: Permission[] };

const publicOperation: Requirement = { kind: 'public' };
const signedIn: Requirement = { kind: 'signedIn' };
const anyOf = (...permissions: Permission[]): Requirement => ({ kind: 'anyOf', permissions });

export const OPERATION_PERMISSIONS: Record<string, Requirement> = {
  'Query.me': publicOperation,
  'Query.authConfig': publicOperation,
  // node checks the permission of the type it resolves to.
  'Query.node': signedIn,
  'Query.roles': anyOf('user.list', 'user.get', 'user.create', 'user.update'),
  'Query.users': anyOf('user.list'),
  'Query.user': anyOf('user.get'),
  'Query.events': anyOf('event.list'),

  'Mutation.loginWithGoogleIdToken': publicOperation,
  'Mutation.loginWithEmail': publicOperation,
  'Mutation.requestLoginCode': publicOperation,
  'Mutation.refreshAccessToken': publicOperation,
  'Mutation.logout': publicOperation,
  'Mutation.createUser': anyOf('user.create'),
  'Mutation.updateUser': anyOf('user.update'),
  'Mutation.deleteUser': anyOf('user.delete'),

  'Mutation.markMenuScrapingTaskAsVerified': anyOf('menuScrapingTask.resolve', 'menuScrapingTask.admin'),
  'Mutation.unmarkMenuScrapingTaskAsVerified': anyOf('menuScrapingTask.resolve', 'menuScrapingTask.admin'),
  'Query.dishReviewTaskByMenuId': anyOf('dishReviewTask.get'),
  // Dish review's other resolutions and the bulk dish statuses: the review's resolve gate; the task's machine then
  // applies the assignee rule (an admin or team leader may act without being the assignee).
  'Mutation.resolveDishReviewTaskByRejectHtmlMenu': anyOf('dishReviewTask.resolve', 'dishReviewTask.admin'),
  'Mutation.resolveDishReviewTaskByRejectDocumentMenu': anyOf('dishReviewTask.resolve', 'dishReviewTask.admin'),
  'Mutation.resolveDishReviewTaskByRescrapeMenu': anyOf('dishReviewTask.resolve', 'dishReviewTask.admin'),
  'Mutation.setDishStatusesByIds': anyOf('dishReviewTask.resolve', 'dishReviewTask.admin'),
  // The Reject menu dialog's people: whoever may reject may see whom they can choose (not the scraping list's filter).
  'Query.rejectMenuAssigneeOptions': anyOf('dishReviewTask.resolve', 'dishReviewTask.admin'),
  // Each list's filter is checked against the list permission of the asked kind in the resolver.
  'Query.assigneeOptions': anyOf(...TASK_KINDS.map((kind) => `${kind}.list`)),
  // A report tab's user picker: any report permission here, the asked report's own in the resolver.
  'Query.reportUserOptions': anyOf(...REPORT_KEYS.map((key) => `report.${key}`)),
  // A report tab's preview: any report permission (or platform.get, the platform form's report) here, the report's own
  // in server/reports/reportPreview.ts, as the download checks it.
  'Query.reportPreview': anyOf(...REPORT_PERMISSION_KEYS.map((key) => `report.${key}`), 'platform.get'),
  'Query.taskCountsByType': anyOf(...TASK_KINDS.map((kind) => `${kind}.list`)),
  // Each kind of result is limited to those who may list or open it (server/search/searchScope.ts).
  'Query.search': signedIn,

  'Query.brand': anyOf('brand.get'),
  'Query.brands': anyOf('brand.list'),
  'Query.similarBrands': anyOf('brand.list'),
  'Query.similarMasterBrandsByName': anyOf('brand.list'),
  'Query.similarMasterBrandsByLocationWebsite': anyOf('brand.list'),
  'Query.location': anyOf('location.get'),
  'Mutation.createBrand': anyOf('brand.create'),
  'Mutation.updateBrand': anyOf('brand.update'),
  // Developer-type accounts only, checked in the resolver (spec 1, section 6).
  'Mutation.cloneBrand': anyOf('brand.create'),
  'Mutation.unmarkBrandAsMaster': anyOf('brand.update'),
  'Mutation.updateLocation': anyOf('location.update'),
  'Mutation.cloneLocation': anyOf('location.clone'),
  'Query.menu': anyOf('menu.get'),
  'Query.menus': anyOf('menu.list'),
  'Query.menuScrapingInstructionsVersions': anyOf('menu.get'),
  'Query.htmlMenuScrapingJob': anyOf('menu.get', 'menuScrapingTask.get'),
  'Query.completedHtmlMenuScrapingJobsForMenu': anyOf('menu.get', 'menuScrapingTask.get'),
  'Query.htmlMenuScrapingResponse': anyOf('menu.get', 'menuScrapingTask.get'),
  'Query.menuScrapingReportUrl': anyOf('menu.get', 'menuScrapingTask.get'),
  'Query.htmlMenuScrapingScreenshotUrl': anyOf('menu.get', 'menuScrapingTask.get'),
  'Query.menuScrapingRejectedComment': anyOf('menu.get', 'menuScrapingTask.get'),
  'Query.menuScrapingRejections': anyOf('menu.get', 'menuScrapingTask.get'),
  'Query.menuScrapingTestCases': anyOf('menu.get', 'menuScrapingTask.get'),
  // Rejecting or recrawling a document menu resolves its scraping task: the task's resolve gate.
  'Mutation.resolveMenuScrapingTaskByRejectDocumentMenu': anyOf('menuScrapingTask.resolve', 'menuScrapingTask.admin'),
  'Mutation.resolveMenuScrapingTaskByRecrawlDocumentMenu': anyOf('menuScrapingTask.resolve', 'menuScrapingTask.admin'),
  'Query.documentMenuScrapingJob': anyOf('menu.get', 'menuScrapingTask.get'),
  'Query.completedDocumentMenuScrapingJobsForMenu': anyOf('menu.get', 'menuScrapingTask.get'),
  'Query.documentMenuScrapingResponse': anyOf('menu.get', 'menuScrapingTask.get'),
  'Query.menuDocumentFileUrl': anyOf('menu.get', 'menuScrapingTask.get'),
  'Query.documentMenuScrapingScreenshotUrl': anyOf('menu.get', 'menuScrapingTask.get'),
  // The try-it run fetches the menu's pages: a scraper's tool, not a reader's.
  'Mutation.tryMenuScrapingInstructions': anyOf('menuScrapingTask.resolve', 'menuScrapingTask.admin'),
  // Rescrape: the assignee, an admin or a team leader (spec 2 section 4); the resolver checks the assignment.
  'Mutation.rescrapeMenu': anyOf('menuScrapingTask.resolve', 'menuScrapingTask.admin'),
  'Mutation.createMenuScrapingTestCase': anyOf('menuScrapingTask.resolve', 'menuScrapingTask.admin'),
  'Mutation.sendMenuForTesting': anyOf('menuScrapingTask.resolve', 'menuScrapingTask.admin'),
  // Menus are created by the menu definition task's people (its resolve creates them too) and by menu editors.
  'Mutation.createMenu': anyOf('menu.update', 'menuDefinitionTask.resolve', 'menuDefinitionTask.resolveDefineView'),
  'Mutation.createMenus': anyOf('menu.update', 'menuDefinitionTask.resolve', 'menuDefinitionTask.resolveDefineView'),
  'Mutation.setMenuScrapingRejectedComment': anyOf('menu.update'),
  'Mutation.setMenuScrapingIssueComment': anyOf('menu.update'),
  'Mutation.updateMenuFormatAndNotScrapeableReason': anyOf('menu.update'),
  'Mutation.updateClusterMenu': anyOf('menu.update'),
  'Mutation.setMenuExcludeFromCuration': anyOf('menu.update'),
  'Mutation.setMenuClusterAssignable': anyOf('menu.update'),
  // Templates -> Templates (spec 3, section 6): every template screen and call needs the template admin permission.
  'Query.menuScrapingTemplates': anyOf('menuScrapingTemplate.admin'),
  'Query.basicMenuScrapingTemplates': anyOf('menuScrapingTemplate.admin'),
  'Query.menuScrapingTemplate': anyOf('menuScrapingTemplate.admin'),
  'Query.menuScrapingTemplateInstructionVersions': anyOf('menuScrapingTemplate.admin'),
  'Query.menuScrapingTemplateClusters': anyOf('menuScrapingTemplate.admin'),
  'Mutation.createMenuScrapingTemplate': anyOf('menuScrapingTemplate.admin'),
  'Mutation.updateMenuScrapingTemplate': anyOf('menuScrapingTemplate.admin'),
  'Mutation.deleteMenuScrapingTemplate': anyOf('menuScrapingTemplate.admin'),
  'Mutation.setMenuScrapingTemplateComment': anyOf('menuScrapingTemplate.admin'),
  'Mutation.setMenuScrapingTemplateScrapingIssue': anyOf('menuScrapingTemplate.admin'),
  'Mutation.tryMenuScrapingTemplateInstructions': anyOf('menuScrapingTemplate.admin'),
  // The map of the brand definition task and of location detail.
  'Query.placeSearch': anyOf('brandDefinitionTask.get', 'location.get'),
  'Query.mapConfig': anyOf('brandDefinitionTask.get', 'location.get'),
  'Query.placeSuggestions': anyOf('brandDefinitionTask.get'),
  // Storing a provider's place is part of matching: by those who may edit a location or work a brand definition task.
  'Mutation.createGoogleLocation': anyOf(
    'location.update',
    'brandDefinitionTask.resolve',
    'brandDefinitionTask.resolveDefineView',
    'brandDefinitionTask.resolveQcView',
    'brandDefinitionTask.resolveQqaView',
  ),
  // Clusters (spec 3, section 6): the screens need the template admin permission; every write but assignment is further
  // limited to the cluster's assignee or an admin (server/clusters/clusterAccess.ts).
  ...Object.fromEntries(
    [
      'Query.menuScrapingClusters',
      'Query.basicMenuScrapingClusters',
      'Query.menuScrapingClusterAssigneeOptions',
      'Query.menuScrapingCluster',
      'Query.menuScrapingClusterMenus',
      'Query.menuScrapingClusterMenuStatusCounts',
      'Query.menuScrapingClusterSimilarMenus',
      'Query.menuScrapingClusterRemovedMenus',
      'Query.menuScrapingClusterExcludedMenus',
      'Query.menuScrapingClusterRemovedLeads',
      'Mutation.updateMenuScrapingCluster',
      'Mutation.updateMenuScrapingClusterOfMenu',
      'Mutation.regenerateComplexMenus',
      'Mutation.removeMenuFromScrapingCluster',
      'Mutation.toggleMenuScrapingClusterCoreMenu',
      'Mutation.updateMenuScrapingClusterMenu',
      'Mutation.resetMenuScrapingClusterMenus',
      'Mutation.attachMenuToScrapingCluster',
      'Mutation.attachBackMenuToScrapingCluster',
      'Mutation.startNewRerunFlow',
      'Mutation.completeRerunStep',
      'Mutation.restartRerunStep',
      'Mutation.excludeMenuFromSimilarMenus',
      'Mutation.removeMenuFromExcludedMenus',
      // Sessions of a cluster: the screens' permission, then the assignee or an admin for start and abort (server/sessions/).
      'Query.menuScrapingClusterHtmlScrapingSessions',
      'Query.menuScrapingClusterHtmlScrapingSessionReportUrl',
      'Mutation.startMenuScrapingClusterSessionByStatuses',
      'Mutation.startMenuScrapingClusterSessionByRolesOrIds',
      'Mutation.abortHtmlScrapingSession',
      // Probing of a cluster's leads: the screens' permission; Apply also needs the assignee or an admin (server/probing/).
      'Query.menuProbingJobs',
      'Mutation.updateProbingJobFingerprints',
    ].map((operation) => [operation, anyOf('menuScrapingTemplate.admin', 'menuScrapingCluster.admin')]),
  ),
  'Mutation.assignMenuScrapingCluster': anyOf('menuScrapingCluster.assign', 'menuScrapingCluster.admin'),
  'Mutation.unassignMenuScrapingCluster': anyOf('menuScrapingCluster.unassign', 'menuScrapingCluster.admin'),
  // The reruns page (spec 3, section 6: menuScrapingRerun get and list): the list needs list (the page's route), a session's
  // report, start and abort need get (docs/decisions.md, "Reruns page permissions").
  'Query.htmlMenuScrapingRerunSessions': anyOf('menuScrapingRerun.list'),
  'Query.htmlMenuScrapingRerunSessionReportUrl': anyOf('menuScrapingRerun.get'),
  'Mutation.startHtmlMenuScrapingRerunSession': anyOf('menuScrapingRerun.get'),
  'Mutation.abortHtmlMenuScrapingRerunSession': anyOf('menuScrapingRerun.get'),
  // Settings -> Platforms: the form's menus tables are part of opening or making a platform.
  'Query.platforms': anyOf('platform.list'),
  'Query.platform': anyOf('platform.get'),
  'Query.menusByUrlRegex': anyOf('platform.get', 'platform.create'),
  'Mutation.createPlatform': anyOf('platform.create'),
  'Mutation.updatePlatform': anyOf('platform.update'),
  // Settings -> Common websites: the list; the save needs one of the three, then each part its own (server/commonWebsites/).
  'Query.commonWebsiteDomains': anyOf('commonWebsiteDomain.list'),
  'Mutation.saveCommonWebsiteDomains': anyOf('commonWebsiteDomain.create', 'commonWebsiteDomain.update', 'commonWebsiteDomain.delete'),
  ...Object.fromEntries(TASK_KINDS.flatMap((kind) => taskOperations(kind))),
};

/**
 * The coarse gate of each task operation. The task's machine then applies the fine rules (assignee, current view,
 * cluster membership, assignability), which depend on the task itself.
 */
function taskOperations(kind: string): [string, Requirement][] {
  const stem = kind.charAt(0).toUpperCase() + kind.slice(1);
  const isBrandTask = (BRAND_TASK_KINDS as readonly string[]).includes(kind);
  const views = isBrandTask ? ['resolveDefineView', 'resolveQcView', 'resolveQqaView'].map((action) => `${kind}.${action}`) : [];
  const work = anyOf(`${kind}.resolve`, `${kind}.admin`, ...views);
  return [
    [`Query.${kind}s`, anyOf(`${kind}.list`)],
    [`Query.${kind}`, anyOf(`${kind}.get`)],
    [`Mutation.assign${stem}`, anyOf(`${kind}.assign`, `${kind}.admin`, ...views)],
    [`Mutation.unassign${stem}`, anyOf(`${kind}.unassign`)],
    [`Mutation.start${stem}`, work],
    [`Mutation.save${stem}`, work],
    [`Mutation.resolve${stem}`, work],
    [`Mutation.mark${stem}AsAwaiting`, anyOf(`${kind}.markAwaiting`)],
    [`Mutation.unmark${stem}AsAwaiting`, anyOf(`${kind}.unmarkAwaiting`)],
    // A scraping task's assignee may reopen it without the reopen permission (spec 2, section 4).
    [`Mutation.reopen${stem}`, kind === 'menuScrapingTask' ? anyOf(`${kind}.reopen`, `${kind}.resolve`) : anyOf(`${kind}.reopen`)],
    [`Mutation.mark${stem}MiscAsVerified`, work],
    [`Mutation.mark${stem}MiscAsQCVerified`, anyOf(`${kind}.admin`, ...(isBrandTask ? [`${kind}.resolveQcView`] : []))],
    ...(isBrandTask ? [[`Mutation.set${stem}ViewsResolvedDates`, anyOf('task.setResolvedDates')] as [string, Requirement]] : []),
  ];
}
