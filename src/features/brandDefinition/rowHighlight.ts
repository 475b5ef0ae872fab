// Which rows of the brand definition table are highlighted (spec 2, section 2.4): the person's unsaved changes first,
// then rows an earlier view changed or a view needs reviewed (review by difference), then restored locations (included
// again after an exclusion).
export type DefinitionRowMark = 'changed' | 'review' | 'restored' | null;

export function definitionRowMark(row: { id: number; isRestored: boolean }, changed: ReadonlySet<number>, review: ReadonlySet<number>): DefinitionRowMark {
  if (changed.has(row.id)) return 'changed';
  if (review.has(row.id)) return 'review';
  return row.isRestored ? 'restored' : null;
}

/** The locations to review: what DEFINE changed (in QC and QQA) and what the views needing review name. */
export function reviewLocationIds(review: { locationIds: ReadonlySet<number>; needsReview: ReadonlyArray<{ locationIds: readonly number[] }> }): Set<number> {
  return new Set([...review.locationIds, ...review.needsReview.flatMap((view) => view.locationIds)]);
}
