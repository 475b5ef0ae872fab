// A menu's scraping rejections, newest first: each reject on dish review (the menu status it set and the review task)
// and each rejection comment set on the menu's page. The menu keeps only the latest comment; its history events keep
// them all, so the scraping task's rescraping comments read them from there.
import type { Queryable } from '../db/database';

export type MenuScrapingRejectionSource = 'DISH_REVIEW' | 'MENU_PAGE';

export interface MenuScrapingRejectionView {
  comment: string;
  rejectedById: number | null;
  rejectedDate: Date;
  source: MenuScrapingRejectionSource;
  menuStatus: string | null;
  dishReviewTaskId: number | null;
}

/** The menu statuses a dish review's reject sets (server/dishReview/dishReviewResolutions.ts writes their events). */
const DISH_REVIEW_REJECTION_STATUSES = ['REJECTED_NEW', 'REJECTED_RESCRAPE', 'REJECTED'];
/** A scraping task's page shows a menu's recent rejections; older ones stay in its history. */
const MAX_REJECTIONS = 50;

interface RejectionEventRow {
  user_id: number | null;
  created_date: Date;
  sub_type: string;
  comment: string;
  task_id: number | null;
}

export async function menuScrapingRejections(db: Queryable, menuId: number): Promise<MenuScrapingRejectionView[]> {
  const rows = await db.query<RejectionEventRow>(
    `SELECT user_id, created_date, sub_type,
            CASE WHEN sub_type = 'SCRAPING_REJECTED_COMMENT' THEN data->'scrapingRejectedComment'->>'to' ELSE data->>'scrapingRejectedComment' END AS comment,
            (data->>'taskId')::int AS task_id
       FROM events
      WHERE entity_type = 'MENU' AND entity_id = $1
        AND ((sub_type = ANY($2) AND jsonb_typeof(data->'scrapingRejectedComment') = 'string')
          OR (sub_type = 'SCRAPING_REJECTED_COMMENT' AND jsonb_typeof(data->'scrapingRejectedComment'->'to') = 'string'))
      ORDER BY created_date DESC, id DESC
      LIMIT ${MAX_REJECTIONS}`,
    [menuId, DISH_REVIEW_REJECTION_STATUSES],
  );
  return rows.map((row) => {
    const fromReview = row.sub_type !== 'SCRAPING_REJECTED_COMMENT';
    return {
      comment: row.comment,
      rejectedById: row.user_id,
      rejectedDate: row.created_date,
      source: fromReview ? 'DISH_REVIEW' : 'MENU_PAGE',
      menuStatus: fromReview ? row.sub_type : null,
      dishReviewTaskId: fromReview ? row.task_id : null,
    };
  });
}
