// The locations table's order (spec 2, section 9): rows the person changed first, then by location status (new before
// included before excluded), then by Google match rank (best first), then by menu status, then by position.

export interface SortableLocation {
  readonly databaseId: number;
  readonly position: number;
  readonly status: string;
  readonly googleMatchRank: string;
  readonly menuStatus?: string | null;
}

const STATUS_ORDER = ['NEW', 'INCLUDED', 'EXCLUDED'];
const MATCH_ORDER = ['MANUAL', 'HIGHEST', 'HIGH', 'MEDIUM', 'LOW', 'NO'];
const MENU_ORDER = ['OWN_MENU', 'SAME_AS_BRAND', 'NO_MENU'];

const rank = (order: readonly string[], value: string | null | undefined) => {
  const index = value == null ? -1 : order.indexOf(value);
  return index < 0 ? order.length : index;
};

export function sortLocations<T extends SortableLocation>(rows: readonly T[], modified: ReadonlySet<number>): T[] {
  return [...rows].sort(
    (a, b) =>
      Number(modified.has(b.databaseId)) - Number(modified.has(a.databaseId)) ||
      rank(STATUS_ORDER, a.status) - rank(STATUS_ORDER, b.status) ||
      rank(MATCH_ORDER, a.googleMatchRank) - rank(MATCH_ORDER, b.googleMatchRank) ||
      rank(MENU_ORDER, a.menuStatus) - rank(MENU_ORDER, b.menuStatus) ||
      a.position - b.position,
  );
}
