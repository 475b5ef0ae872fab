// A menu's approved run: the baseline a rerun is compared with ("falls by more than half", review by difference). Set
// by an automatic approval (AUTO_APPROVED, scrapeOutcomePipeline.ts) now, and by a reviewer's approval (issue 13). The
// menu's status is the caller's: AUTO_APPROVED here, APPROVED from a dish review.
import type { Queryable } from '../db/database';

export async function markApproved(tx: Queryable, menuId: number, jobId: number): Promise<void> {
  await tx.query(
    `UPDATE menus m SET last_approved_job_id = j.id,
       last_approved_dish_count = COALESCE(j.scraped_dish_count, (SELECT count(*)::int FROM dishes d WHERE d.menu_id = m.id AND NOT d.is_deleted))
       FROM scraping_jobs j WHERE m.id = $1 AND j.id = $2 AND j.menu_id = m.id`,
    [menuId, jobId],
  );
}
