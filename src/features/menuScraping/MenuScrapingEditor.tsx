// The menu scraping task's editor (spec 2, sections 2.6, 4, 5, 8 and 9): 'HTML Menu Scraping Task' or 'Document Menu
// Scraping Task', then the sections Menu, Scraping instructions (HTML menus), Scraping service information, Crawling
// Service Information and Menu Specification below the frame's Brand and Task panels. It plugs into the frame through
// taskPage/taskEditor.ts (dirty state, the section 5 payload checked first, Save held back until something changed,
// the title); Done, 'Resolve with debug mode scraping', the resolve question, the unsaved-changes prompt and the return
// to the scraping list after resolving are the frame's. While a scrape of the menu runs, the page reads the task again
// every few seconds so the job's outcome shows without a reload. A PDF or image menu (domain/menuScrapingSchemas.ts
// isDocumentFormat) gets the document variant (documents/): the file table, Reject crawl and Recrawl, the document
// job's summary and the crawl's information; its files travel with save and done as menuDocumentFilesData. The sections
// are MenuScrapingSections.tsx, the menu's actions and their dialogs' submissions useMenuScrapingActions.ts. An open
// task that a rejection reopened shows the reviewer's comment above the page (ScrapingRejectionBanner.tsx); a done task
// whose scrape found the menu says that verifying it sends the menu to the reviewers (VerifyToReviewBanner.tsx).
import { useEffect, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { MenuFormat, MenuNotScrapeableReason } from '../../../domain/menuSchemas';
import { isDocumentFormat } from '../../../domain/menuScrapingSchemas';
import { useSession } from '../../app/session/useSession';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';
import { useCheckNotifications } from '../taskEditors/useCheckNotifications';
import { taskListByType } from '../tasks/taskListDefinitions';
import { rememberedFilters } from '../tasks/taskListQueryString';
import { listPathWith } from '../taskPage/taskPageLogic';
import { useStaleSave } from '../taskEditors/useStaleSave';
import type { TaskQueryTask } from '../taskPage/taskEditor';
import { TaskFrame } from '../taskPage/TaskFrame';
import type { TaskPageKind } from '../taskPage/taskKindBySlug';
import type { MenuScrapingEditor_task$data, MenuScrapingEditor_task$key } from './__generated__/MenuScrapingEditor_task.graphql';
import { instructionsRefusalMessages, isInstructionsRefusal } from './instructions/instructionsMessages';
import type { StoredScrapingMenu } from './menuScrapingForm';
import { menuScrapingTitle } from './menuScrapingRules';
import { MENU_SCRAPING_SECTIONS, MenuScrapingSections } from './MenuScrapingSections';
import { useMenuScrapingActions } from './useMenuScrapingActions';
import { useMenuScrapingCommands } from './useMenuScrapingCommands';
import { useMenuScrapingForm } from './useMenuScrapingForm';
import { ScrapingRejectionBanner } from './ScrapingRejectionBanner';
import { VerifyToReviewBanner } from './VerifyToReviewBanner';
import { recrawlRefusal, rejectCrawlRefusal, type DocumentTaskFacts } from './documents/documentMenuActionRules';
import { useDocumentFilesForm } from './documents/useDocumentFilesForm';

// Dialogs load when first opened.
const RescrapeDialog = lazyWhenOpened(() => import('./RescrapeDialog').then((m) => m.RescrapeDialog));
const CommentDialog = lazyWhenOpened(() => import('../taskPage/CommentDialog').then((m) => m.CommentDialog));

/** How often the page reads the task again while a scrape of its menu runs. */
const SCRAPE_POLL_MS = 3000;

export function MenuScrapingEditor({ kind, task: taskKey }: { kind: TaskPageKind; task: TaskQueryTask }) {
  const task = useFragment<MenuScrapingEditor_task$key>(
    graphql`
      fragment MenuScrapingEditor_task on Task {
        id
        databaseId
        status
        modifiedDate
        createdDate
        isInScrapingCluster
        assignedTo {
          databaseId
        }
        ... on MenuScrapingTask {
          verification
          resolvedBy {
            databaseId
            name
          }
          menu {
            id
            databaseId
            url
            format
            status
            scrapingType
            notScrapeableReason
            notScrapeableComment
            availabilityComment
            additionalUrls
            scrapingIssueComment
            scrapingInstructions
            scrapingInstructionsVersion
            menuScrapingClusterId
            isHtmlMenuScrapedInDebugMode
            isDeleted
            isScrapeRunning
            modifiedDate
            ...ScrapingServicePanel_menu
            ...MenuSpecificationPanel_menu
            ...useDocumentFilesForm_menu
            ...DocumentFilesSection_menu
            ...DocumentScrapingSummary_menu
            ...CrawlingServiceInformation_menu
          }
        }
      }
    `,
    // The five kinds' queries share the gateway's generated type; this kind's query spreads this fragment
    // (taskPage/taskDocumentsMenuScraping.ts).
    taskKey as unknown as MenuScrapingEditor_task$key,
  );
  // Always there on a menu scraping task; the fragment is on Task because the resolve answers a Task.
  if (!task.menu) return <TaskFrame kind={kind} task={taskKey} />;
  return <MenuScrapingWorkspace kind={kind} taskKey={taskKey} task={task} menu={task.menu} />;
}
export type EditorTask = MenuScrapingEditor_task$data;
export type EditorMenu = NonNullable<EditorTask['menu']>;

function MenuScrapingWorkspace({ kind, taskKey, task, menu }: { kind: TaskPageKind; taskKey: TaskQueryTask; task: EditorTask; menu: EditorMenu }) {
  const { user, permissions } = useSession();

  const stored = useMemo<StoredScrapingMenu>(
    () => ({
      format: (menu.format as MenuFormat | null) ?? null,
      notScrapeableReason: (menu.notScrapeableReason as MenuNotScrapeableReason | null) ?? null,
      notScrapeableComment: menu.notScrapeableComment ?? null,
      availabilityComment: menu.availabilityComment ?? null,
      additionalUrls: menu.additionalUrls ?? null,
      scrapingInstructions: (menu.scrapingInstructions as unknown) ?? null,
    }),
    [menu.format, menu.notScrapeableReason, menu.notScrapeableComment, menu.availabilityComment, menu.additionalUrls, menu.scrapingInstructions],
  );
  const form = useMenuScrapingForm(stored);
  const readOnly = task.status === 'RESOLVED';
  const storedIsHtml = stored.format === 'HTML';
  const showsInstructions = form.values.format === 'HTML' || storedIsHtml;
  const keys = useMenuScrapingCommands(readOnly, showsInstructions);
  const documents = useDocumentFilesForm(menu);
  const storedIsDocument = isDocumentFormat(stored.format);
  const showsDocuments = storedIsDocument || isDocumentFormat(form.values.format);
  // Spec 2, section 5: the files travel only while the format is PDF or IMAGE.
  const sendsDocuments = isDocumentFormat(form.values.format);
  const showDocumentCheck = useCheckNotifications('document-files');
  const navigate = useNavigate();

  const [openSections, setOpenSections] = useState<string[]>(MENU_SCRAPING_SECTIONS);
  const stale = useStaleSave(kind, task.databaseId);
  const [savedRefusal, setSavedRefusal] = useState<string[]>([]);
  const [historyFetchKey, setHistoryFetchKey] = useState(0);

  const actions = useMenuScrapingActions({ task, menu, stored, readOnly, keys, onRescrapeScheduled: () => setHistoryFetchKey((key) => key + 1) });

  // While a scrape or a crawl runs, read the task again until it ends (the job, the menu's status, its titles and
  // dishes or the files found).
  const isRunning = menu.isScrapeRunning || menu.status === 'CRAWL_SCHEDULED';
  const { fetchTask } = stale;
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => {
      fetchTask().catch(() => undefined);
    }, SCRAPE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [isRunning, fetchTask]);

  const documentFacts: DocumentTaskFacts = {
    status: task.status === 'NOT_STARTED' || task.status === 'STARTED' || task.status === 'REOPENED' ? task.status : 'RESOLVED',
    assignedToId: actions.facts.assignedToId,
    isInScrapingCluster: task.isInScrapingCluster,
    menuStatus: menu.status,
  };
  const taskActor = user ? { id: user.databaseId, roleName: '', permissions } : null;
  const documentsDirty = sendsDocuments && documents.isDirty;

  return (
    <TaskFrame
      kind={kind}
      task={taskKey}
      editor={{
        title: menuScrapingTitle(stored.format),
        isDirty: form.isDirty || documentsDirty,
        saveRefusal: documentsDirty ? null : form.saveRefusal,
        payload: (purpose) => {
          const payload = form.payload(purpose);
          if (payload) setSavedRefusal([]);
          if (!sendsDocuments) return payload;
          // Both checks run so every error shows at once: the menu's under its fields, the files' on their rows.
          const files = documents.check(purpose);
          showDocumentCheck(files.ok ? [] : files.errors);
          if (!files.ok) setOpenSections((open) => (open.includes('documents') ? open : [...open, 'documents']));
          if (!payload || !files.ok) return null;
          return purpose === 'resolve'
            ? { ...payload, menuDocumentFilesData: files.menuDocumentFilesData, isDefaultScrapingEngine: documents.isDefaultScrapingEngine }
            : { ...payload, menuDocumentFilesData: files.menuDocumentFilesData };
        },
        onSaved: () => {
          form.reset();
          documents.reset();
          stale.setConflict(false);
          setSavedRefusal([]);
          setHistoryFetchKey((key) => key + 1);
        },
        onFailed: (_purpose, title, error) => {
          if (stale.onFailed(title, error)) return true;
          // The instructions' schema messages show under the instructions, where the person is looking.
          if (isInstructionsRefusal(error)) {
            setSavedRefusal(instructionsRefusalMessages(error));
            setOpenSections((open) => (open.includes('instructions') ? open : [...open, 'instructions']));
          }
          return false;
        },
        banners: (
          <>
            {stale.banner}
            <ScrapingRejectionBanner menuId={menu.databaseId} task={task} fetchKey={historyFetchKey} />
            <VerifyToReviewBanner
              facts={{ status: task.status, verification: task.verification ?? 'NOT_VERIFIED', menuStatus: menu.status, resolvedBy: task.resolvedBy ?? null }}
              viewerId={user?.databaseId ?? null}
            />
          </>
        ),
      }}
    >
      <MenuScrapingSections
        task={task}
        menu={menu}
        stored={stored}
        form={form}
        documents={documents}
        readOnly={readOnly}
        keys={keys}
        actions={actions}
        openSections={openSections}
        onOpenSectionsChange={setOpenSections}
        showsDocuments={showsDocuments}
        showsInstructions={showsInstructions}
        storedIsDocument={storedIsDocument}
        documentRefusals={{ reject: rejectCrawlRefusal(documentFacts, taskActor), recrawl: recrawlRefusal(documentFacts, taskActor) }}
        onDocumentsResolved={() => {
          form.reset();
          documents.reset();
          void navigate(listPathWith('MENU_SCRAPING', rememberedFilters(taskListByType('MENU_SCRAPING'))));
        }}
        savedRefusal={savedRefusal}
        onClearSavedRefusal={() => setSavedRefusal([])}
        historyFetchKey={historyFetchKey}
      />

      <RescrapeDialog
        open={actions.rescrapeDialog.open}
        offersDebugMode={storedIsHtml}
        busy={actions.rescrapeDialog.busy}
        onCancel={actions.rescrapeDialog.cancel}
        onSubmit={actions.rescrapeDialog.submit}
      />
      <CommentDialog
        open={actions.issueCommentDialog.open}
        title="Scraping issue"
        description="What is wrong with scraping this menu. Empty removes the comment."
        confirmLabel="Save comment"
        initialComment={menu.scrapingIssueComment}
        busy={actions.issueCommentDialog.busy}
        onCancel={actions.issueCommentDialog.cancel}
        onSubmit={actions.issueCommentDialog.submit}
      />
    </TaskFrame>
  );
}
