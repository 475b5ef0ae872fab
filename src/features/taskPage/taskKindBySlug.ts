// The task kinds as the task page needs them: documents and notification wording (spec 1 and 2, section 8).
import type { TaskType } from '../../../machines/taskTypes';
import type { TaskListSlug } from '../tasks/taskListDefinitions';
import type { TaskDocuments } from './taskDocuments';

export type TaskAction = 'assign' | 'unassign' | 'markAwaiting' | 'unmarkAwaiting' | 'reopen' | 'miscVerify' | 'miscQcVerify' | 'save' | 'resolve';

/** A kind as known before its documents load (they come in the kind's own chunk: loadTaskDocuments). */
export interface TaskKindInfo {
  slug: TaskListSlug;
  type: TaskType;
  /** 'Brand gateway' as notifications start. */
  label: string;
  entityType: 'BRAND_GATEWAY_TASK' | 'BRAND_DEFINITION_TASK' | 'MENU_DEFINITION_TASK' | 'MENU_SCRAPING_TASK' | 'DISH_REVIEW_TASK';
}

export interface TaskPageKind extends TaskKindInfo {
  documents: TaskDocuments;
}

export const TASK_PAGE_KINDS: readonly TaskKindInfo[] = [
  { slug: 'brand-gateway', type: 'BRAND_GATEWAY', label: 'Brand gateway', entityType: 'BRAND_GATEWAY_TASK' },
  { slug: 'brand-definition', type: 'BRAND_DEFINITION', label: 'Brand definition', entityType: 'BRAND_DEFINITION_TASK' },
  { slug: 'menu-definition', type: 'MENU_DEFINITION', label: 'Menu definition', entityType: 'MENU_DEFINITION_TASK' },
  { slug: 'menu-scraping', type: 'MENU_SCRAPING', label: 'Menu scraping', entityType: 'MENU_SCRAPING_TASK' },
  { slug: 'dish-review', type: 'DISH_REVIEW', label: 'Dish review', entityType: 'DISH_REVIEW_TASK' },
];

export function taskPageKind(slug: string | undefined): TaskKindInfo | undefined {
  return TASK_PAGE_KINDS.find((kind) => kind.slug === slug);
}

/** The spec's notification titles (spec 1 section 8, spec 2 section 8). */
export function notificationTitles(kind: TaskKindInfo, action: TaskAction): { success: string; failure: string } {
  const label = kind.label;
  const lower = label.toLowerCase();
  switch (action) {
    case 'assign':
      return { success: `${label} task assigned.`, failure: `${label} task assign failed.` };
    case 'unassign':
      return { success: `${label} task unassigned.`, failure: `${label} task unassign failed.` };
    case 'markAwaiting':
      return { success: `${label} task marked as awaiting.`, failure: `${label} task mark as awaiting failed.` };
    case 'unmarkAwaiting':
      return { success: `${label} task unmarked as awaiting.`, failure: `${label} task unmark as awaiting failed.` };
    case 'reopen':
      return { success: `${label} task reopened.`, failure: `${label} task reopen failed.` };
    case 'miscVerify':
      return { success: 'Miscellaneous task marked as verified', failure: 'Miscellaneous task mark as verified failed.' };
    case 'miscQcVerify':
      return { success: 'Miscellaneous task marked as QC verified', failure: 'Miscellaneous task mark as QC verified failed.' };
    case 'save':
      // A menu scraping task's Save saves its menu (spec 2, sections 4 and 7: format, not-scrapeable reason,
      // instructions): spec 2's 'Menu updated' (docs/decisions.md).
      return { success: kind.type === 'MENU_SCRAPING' ? 'Menu updated' : `${label} task saved.`, failure: `Save ${lower} task failed.` };
    case 'resolve':
      return {
        success: kind.type === 'MENU_SCRAPING' || kind.type === 'DISH_REVIEW' ? `${label} task resolved.` : `${label} task view resolved.`,
        failure: kind.type === 'MENU_SCRAPING' ? 'Menu scraping task failed.' : `Resolve ${lower} task failed.`,
      };
  }
}

/** Menu scraping verification (spec 2, section 8). */
export const VERIFICATION_TITLES = {
  verify: { success: 'Menu scraping task marked as verified.', failure: 'Menu scraping task mark as verified failed.' },
  unverify: { success: 'Menu scraping task unmarked as verified.', failure: 'Menu scraping task unmark as verified failed.' },
} as const;
