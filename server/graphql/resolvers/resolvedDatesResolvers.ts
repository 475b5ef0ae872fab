// Admin-only resolved dates of a brand task's views (spec 2, section 2.8): setXxxTaskViewsResolvedDates for the brand
// gateway, brand definition and menu definition kinds. An omitted or null date stays as it is (clients such as Relay send
// null for a variable they were not given), so a stored date is never cleared.
import { londonDayOf } from '../../../domain/londonDays';
import {
  doneResolvedViews,
  latestResolvedDay,
  RESOLVED_DATE_VIEWS,
  RESOLVED_DATES_MESSAGES,
  resolvedDatesSchema,
  storedResolvedDays,
  type ResolvedDatesForm,
} from '../../../domain/resolvedDates';
import { BRAND_TASK_TYPES } from '../../../machines/taskTypes';
import type { Queryable } from '../../db/database';
import { NEXT_MODIFIED_DATE } from '../../db/rowVersions';
import { recordEvent } from '../../history/eventRows';
import { lockTask } from '../../tasks/applyTaskEvent';
import { kindOf, type TaskKind } from '../../tasks/taskKinds';
import { findTask, type TaskRow } from '../../tasks/taskRows';
import type { GraphQLContext } from '../context';
import { unauthenticated, validationError } from '../errors';
import { parseId } from '../globalIds';

type Args = { id: string } & Partial<Record<(typeof RESOLVED_DATE_VIEWS)[number]['field'], Date | string | null>>;

const dateText = (value: Date | string | null | undefined) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The days the call leaves after it (omitted or null: as stored), checked by the form's own rules (range, views done). */
function validate(row: TaskRow, args: Args): void {
  const views = row.views ?? [];
  const stored = storedResolvedDays(views.map((view) => ({ type: view.type, resolvedDate: view.resolved_date })));
  const after = Object.fromEntries(
    RESOLVED_DATE_VIEWS.map(({ field }) => [field, args[field] ? londonDayOf(dateText(args[field])) : stored[field]]),
  ) as ResolvedDatesForm;
  const given = RESOLVED_DATE_VIEWS.some(({ field }) => args[field]);
  if (!given) throw validationError(RESOLVED_DATES_MESSAGES.atLeastOne);
  try {
    resolvedDatesSchema(stored, { done: doneResolvedViews(views), latestDay: latestResolvedDay() }).validateSync(after);
  } catch (error) {
    throw validationError((error as Error).message);
  }
}

async function setResolvedDates(tx: Queryable, row: TaskRow, args: Args, userId: number): Promise<void> {
  const changed: Record<string, string> = {};
  for (const { field, view } of RESOLVED_DATE_VIEWS) {
    const value = dateText(args[field]);
    if (!value) continue;
    await tx.query(
      `INSERT INTO task_views (task_id, type, resolved_date) VALUES ($1, $2, $3)
       ON CONFLICT (task_id, type) DO UPDATE SET resolved_date = EXCLUDED.resolved_date`,
      [row.id, view, value],
    );
    changed[view] = value;
  }
  await tx.query(`UPDATE tasks SET modified_date = ${NEXT_MODIFIED_DATE}, modified_by_id = $2 WHERE id = $1`, [row.id, userId]);
  await recordEvent(tx, {
    userId,
    type: 'UPDATE',
    entityType: kindOf(row.type).entityType,
    entityId: row.id,
    message: `Resolved dates set: ${Object.entries(changed).map(([view, value]) => `${view} ${value.slice(0, 10)}`).join(', ')}`,
    data: changed,
  });
}

function resolver(kind: TaskKind) {
  return async (_parent: unknown, args: Args, context: GraphQLContext) => {
    const viewer = context.viewer;
    if (!viewer) throw unauthenticated();
    const id = parseId(`${kind.graphqlName}Task`, String(args.id));
    return context.db.transaction(async (tx) => {
      const row = await lockTask(tx, kind, id);
      validate(row, args);
      await setResolvedDates(tx, row, args, viewer.id);
      return (await findTask(tx, id))!;
    });
  };
}

export const resolvedDatesMutationResolvers = Object.fromEntries(
  BRAND_TASK_TYPES.map((type) => kindOf(type)).map((kind) => [`set${kind.graphqlName}TaskViewsResolvedDates`, resolver(kind)]),
);
