// The suggested matches' keyboard flow (issue 10): the page's unmatched locations, each with its candidate places best
// first, read as one queue of (location, candidate) pairs. The highlighted pair is the first one still open at or after
// the cursor: accepting matches its location, so the highlight moves on to the next location; skipping marks the pair,
// so it moves to the location's next candidate, then on. A brand's obvious matches become a run of 'accept' keys.

export interface SuggestionCursor {
  locationId: number;
  index: number;
}

export interface LocationCandidates<Candidate> {
  locationId: number;
  suggestions: readonly Candidate[];
}

export interface QueueRules<Candidate> {
  /** A location still without a decision (no place, not a duplicate, no confirmed no-match). */
  isOpen(locationId: number): boolean;
  /** A candidate that can be attached (a supported place type). */
  isAttachable(candidate: Candidate): boolean;
  /** Pairs the person skipped. */
  skipped: ReadonlySet<string>;
}

export const suggestionKey = (cursor: SuggestionCursor, placeId: string) => `${cursor.locationId}:${placeId}`;

function pairs<Candidate>(entries: readonly LocationCandidates<Candidate>[]): Array<{ cursor: SuggestionCursor; candidate: Candidate }> {
  return entries.flatMap((entry) => entry.suggestions.map((candidate, index) => ({ cursor: { locationId: entry.locationId, index }, candidate })));
}

/** The pair to show highlighted: the first open, attachable, unskipped one at or after `from` (wrapping round), or null. */
export function highlightedSuggestion<Candidate extends { place: { placeId: string } }>(
  entries: readonly LocationCandidates<Candidate>[],
  rules: QueueRules<Candidate>,
  from: SuggestionCursor | null,
): SuggestionCursor | null {
  const all = pairs(entries);
  const start = from ? Math.max(0, all.findIndex((pair) => pair.cursor.locationId === from.locationId && pair.cursor.index === from.index)) : 0;
  for (let step = 0; step < all.length; step += 1) {
    const { cursor, candidate } = all[(start + step) % all.length];
    if (rules.isOpen(cursor.locationId) && rules.isAttachable(candidate) && !rules.skipped.has(suggestionKey(cursor, candidate.place.placeId))) return cursor;
  }
  return null;
}

/** The highlighted pair's candidate. */
export function candidateAt<Candidate>(entries: readonly LocationCandidates<Candidate>[], cursor: SuggestionCursor | null): Candidate | null {
  if (!cursor) return null;
  return entries.find((entry) => entry.locationId === cursor.locationId)?.suggestions[cursor.index] ?? null;
}

/** Skipping the highlighted pair: it is marked, and the cursor stays where the search for the next one starts. */
export function withSkipped<Candidate extends { place: { placeId: string } }>(
  skipped: ReadonlySet<string>,
  entries: readonly LocationCandidates<Candidate>[],
  cursor: SuggestionCursor,
): Set<string> {
  const candidate = candidateAt(entries, cursor);
  const next = new Set(skipped);
  if (candidate) next.add(suggestionKey(cursor, candidate.place.placeId));
  return next;
}

/** How many open locations still have a candidate to decide on. */
export function openLocationsWithCandidates<Candidate extends { place: { placeId: string } }>(entries: readonly LocationCandidates<Candidate>[], rules: QueueRules<Candidate>): number {
  return entries.filter(
    (entry) =>
      rules.isOpen(entry.locationId) &&
      entry.suggestions.some((candidate, index) => rules.isAttachable(candidate) && !rules.skipped.has(suggestionKey({ locationId: entry.locationId, index }, candidate.place.placeId))),
  ).length;
}
