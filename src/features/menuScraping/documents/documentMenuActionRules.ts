// Reject crawl and Recrawl on a document menu's scraping task (spec 2, sections 2.6 and 4): both resolve the task, so
// they follow the resolve rule of machines/taskRules.ts (refuseWork: the assignee with the resolve permission, or a task
// admin; not a done task; cluster menus for leaders), plus section 4's reject rule (not once the crawl is rejected)
// and neither while a crawl is on its way. Each answers the disabled button's reason, or null.
import { refuseWork } from '../../../../machines/taskRules';
import type { Actor, TaskFacts, TaskStatus } from '../../../../machines/taskTypes';

export interface DocumentTaskFacts {
  status: TaskStatus;
  assignedToId: number | null;
  isInScrapingCluster: boolean;
  menuStatus: string;
}

/** The task machine's facts for the resolve rule; what it does not read is left empty. */
export function scrapingTaskFacts(facts: DocumentTaskFacts): TaskFacts {
  return {
    type: 'MENU_SCRAPING',
    status: facts.status,
    assignedToId: facts.assignedToId,
    isAssignable: true,
    isAwaiting: false,
    awaitingReason: null,
    awaitingReasonComment: null,
    currentViewType: null,
    views: [],
    isInScrapingCluster: facts.isInScrapingCluster,
    resolvedById: null,
    resolvedDate: null,
    reopenedById: null,
    reopenedDate: null,
    reopenReason: null,
    miscVerifiedById: null,
    miscVerifiedDate: null,
    miscVerifiedComment: null,
    miscQcVerifiedById: null,
    miscQcVerifiedDate: null,
    miscQcVerifiedComment: null,
    verification: 'NOT_VERIFIED',
    verifiedById: null,
    verifiedDate: null,
  };
}

const REJECTED_MENU_STATUSES = new Set(['CRAWL_REJECTED', 'CRAWL_AUTO_REJECTED', 'REJECTED', 'AUTO_REJECTED']);
export const CRAWL_RUNNING = 'A crawl of this menu is scheduled or running: wait for the files it finds.';
export const CRAWL_ALREADY_REJECTED = 'This menu’s crawl is already rejected.';

function refuseResolving(facts: DocumentTaskFacts, actor: Actor | null): string | null {
  if (!actor) return 'Sign in first.';
  const refusal = refuseWork(scrapingTaskFacts(facts), actor);
  if (refusal) return refusal.message;
  return facts.menuStatus === 'CRAWL_SCHEDULED' ? CRAWL_RUNNING : null;
}

export function rejectCrawlRefusal(facts: DocumentTaskFacts, actor: Actor | null): string | null {
  return refuseResolving(facts, actor) ?? (REJECTED_MENU_STATUSES.has(facts.menuStatus) ? CRAWL_ALREADY_REJECTED : null);
}

export function recrawlRefusal(facts: DocumentTaskFacts, actor: Actor | null): string | null {
  return refuseResolving(facts, actor);
}
