// Review by difference (DESIGN.md section 4, "Task statuses and views"): each view of a brand task (gateway, definition)
// accumulates what its own saves changed; a change made in a later view marks the earlier views that were done
// NEEDS_REVIEW (the rule of machines/reviewViewsMachine.ts markNeedsReview) and adds the changed fields and locations to
// their modified lists.
// A location is "unreviewed by the definer" when the DEFINE view's own saves never changed it.
import { VIEW_TYPES, type ViewType } from '../../machines/taskTypes';
import type { Queryable } from '../db/database';

export interface ViewChanges {
  brandFields: string[];
  locationIds: number[];
}

const union = (column: string, param: string, type: string) =>
  `ARRAY(SELECT DISTINCT x FROM unnest(${column} || ${param}::${type}[]) AS x ORDER BY x)`;

/** Call after the task event is written (writeFacts stores the views' statuses from the machine's facts). */
export async function recordViewChanges(tx: Queryable, taskId: number, viewType: ViewType | null, changes: ViewChanges): Promise<void> {
  if (!viewType || (!changes.brandFields.length && !changes.locationIds.length)) return;
  await tx.query(
    `UPDATE task_views SET changed_brand_fields = ${union('changed_brand_fields', '$3', 'text')},
       changed_location_ids = ${union('changed_location_ids', '$4', 'int')}
     WHERE task_id = $1 AND type = $2`,
    [taskId, viewType, changes.brandFields, changes.locationIds],
  );
  const earlier = VIEW_TYPES.slice(0, VIEW_TYPES.indexOf(viewType));
  if (!earlier.length) return;
  await tx.query(
    `UPDATE task_views v SET status = 'NEEDS_REVIEW',
       modified_brand_fields = ${union('v.modified_brand_fields', '$3', 'text')},
       modified_location_ids = ${union('v.modified_location_ids', '$4', 'int')},
       modified_location_ids_unreviewed_by_definer = ARRAY(
         SELECT DISTINCT x FROM unnest(v.modified_location_ids_unreviewed_by_definer
           || ARRAY(SELECT y FROM unnest($4::int[]) AS y WHERE NOT y = ANY(d.changed_location_ids))) AS x ORDER BY x)
      FROM task_views d
     WHERE v.task_id = $1 AND v.type = ANY($2::text[]) AND v.status IN ('DONE', 'NEEDS_REVIEW')
       AND d.task_id = v.task_id AND d.type = 'DEFINE'`,
    [taskId, earlier, changes.brandFields, changes.locationIds],
  );
}
