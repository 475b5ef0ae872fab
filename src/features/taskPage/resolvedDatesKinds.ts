// The task kinds whose views' resolved dates an admin may set (spec 2, section 2.8): the three brand task kinds. Kept
// apart from their documents (resolvedDatesDocuments.ts) so the frame can ask without loading them.
import type { TaskType } from '../../../machines/taskTypes';

export const RESOLVED_DATES_KINDS = ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION'] as const satisfies readonly TaskType[];
export type ResolvedDatesKind = (typeof RESOLVED_DATES_KINDS)[number];

export function hasResolvedDates(type: TaskType): type is ResolvedDatesKind {
  return (RESOLVED_DATES_KINDS as readonly TaskType[]).includes(type);
}
