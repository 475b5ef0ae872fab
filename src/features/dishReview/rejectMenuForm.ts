// The Reject menu dialog's check (spec 2, sections 2.7 and 5), by the shared schemas of domain/dishReviewSchemas.ts: an
// HTML menu needs a target status, an assignee and the comment; a document menu the comment only. And the success
// notice's description: what the rejection did, beside the spec's title 'Reject menu'.
import { ValidationError } from 'yup';
import { rejectHtmlMenuSchema, scrapingRejectionCommentSchema, type DishReviewRejectMenuStatus } from '../../../domain/dishReviewSchemas';

export interface RejectMenuValues {
  rejectMenuStatus: DishReviewRejectMenuStatus | null;
  assignedToUserId: string | null;
  scrapingRejectedComment: string;
}

export type RejectField = keyof RejectMenuValues;
export type RejectCheck =
  | { ok: true; variables: { rejectMenuStatus?: DishReviewRejectMenuStatus; assignedToUserId?: string; scrapingRejectedComment: string } }
  | { ok: false; errors: Partial<Record<RejectField, string>> };

export const REJECT_MENU_STATUS_LABELS: Record<DishReviewRejectMenuStatus, { label: string; hint: string }> = {
  REJECTED_NEW: { label: 'Rejected: new', hint: 'The scraping is wrong from the start: the menu goes back to be scraped as a new one.' },
  REJECTED_RESCRAPE: { label: 'Rejected: rescrape', hint: 'The instructions are right but the data is stale or incomplete: scrape again.' },
};

export function checkRejectMenu(values: RejectMenuValues, isDocument: boolean): RejectCheck {
  try {
    if (isDocument) {
      const comment = scrapingRejectionCommentSchema.validateSync(values.scrapingRejectedComment);
      return { ok: true, variables: { scrapingRejectedComment: comment } };
    }
    const checked = rejectHtmlMenuSchema.validateSync(
      { rejectMenuStatus: values.rejectMenuStatus ?? undefined, assignedToUserId: values.assignedToUserId ?? '', scrapingRejectedComment: values.scrapingRejectedComment },
      { abortEarly: false },
    );
    return { ok: true, variables: { rejectMenuStatus: checked.rejectMenuStatus, assignedToUserId: checked.assignedToUserId, scrapingRejectedComment: checked.scrapingRejectedComment } };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<RejectField, string>> = {};
    for (const item of error.inner.length ? error.inner : [error]) {
      const field = (item.path || 'scrapingRejectedComment') as RejectField;
      errors[field] ??= item.message;
    }
    return { ok: false, errors };
  }
}

/** What a rejection did, for the 'Reject menu' notice: the menu's new status and whom its scraping task went to. */
export function rejectedMenuNotice(menuId: number, rejectMenuStatus: DishReviewRejectMenuStatus | null, assigneeName: string | null): string {
  const status = rejectMenuStatus ? `‘${REJECT_MENU_STATUS_LABELS[rejectMenuStatus].label}’` : 'rejected';
  const person = assigneeName ?? 'its last scraper';
  return `Menu ${menuId} is now ${status}. Its scraping task went to ${person}, with your comment.`;
}
