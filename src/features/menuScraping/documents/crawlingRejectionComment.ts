// The crawl's rejection comment, checked by the shared schema ('Crawling rejection comment is required.').
import * as yup from 'yup';
import { crawlingRejectionCommentSchema } from '../../../../domain/menuScrapingSchemas';

/** The comment checked by the shared schema: the trimmed comment, or the message. */
export function checkCrawlingRejectionComment(comment: string): { ok: true; comment: string } | { ok: false; message: string } {
  try {
    return { ok: true, comment: crawlingRejectionCommentSchema.validateSync(comment) };
  } catch (error) {
    if (error instanceof yup.ValidationError) return { ok: false, message: error.message };
    throw error;
  }
}
