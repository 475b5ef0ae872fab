import { describe, expect, it } from 'vitest';
import { candidateAt, highlightedSuggestion, openLocationsWithCandidates, withSkipped, type LocationCandidates } from './suggestionQueue';

type Candidate = { place: { placeId: string; isSupported: boolean } };
const c = (placeId: string, isSupported = true): Candidate => ({ place: { placeId, isSupported } });
const entries: LocationCandidates<Candidate>[] = [
  { locationId: 1, suggestions: [c('a'), c('b')] },
  { locationId: 2, suggestions: [] },
  { locationId: 3, suggestions: [c('x', false), c('d')] },
];

describe('suggested matches keyboard flow', () => {
  it('accepting moves on to the next open location; skipping to the next candidate, then on; the end is null', () => {
    const matched = new Set<number>();
    let skipped = new Set<string>();
    const rules = () => ({ isOpen: (id: number) => !matched.has(id), isAttachable: (candidate: Candidate) => candidate.place.isSupported, skipped });

    let cursor = highlightedSuggestion(entries, rules(), null);
    expect(cursor).toEqual({ locationId: 1, index: 0 });
    skipped = withSkipped(skipped, entries, cursor!);
    cursor = highlightedSuggestion(entries, rules(), cursor);
    expect(cursor).toEqual({ locationId: 1, index: 1 });
    expect(candidateAt(entries, cursor)?.place.placeId).toBe('b');
    matched.add(1); // accepted 'b'
    cursor = highlightedSuggestion(entries, rules(), cursor);
    // Location 2 has no candidate; location 3's first has an unsupported type.
    expect(cursor).toEqual({ locationId: 3, index: 1 });
    expect(openLocationsWithCandidates(entries, rules())).toBe(1);
    matched.add(3);
    expect(highlightedSuggestion(entries, rules(), cursor)).toBeNull();
    expect(openLocationsWithCandidates(entries, rules())).toBe(0);
  });

  it('starts from a chosen pair and wraps round to earlier locations', () => {
    const rules = { isOpen: () => true, isAttachable: () => true, skipped: new Set(['3:x', '3:d']) };
    expect(highlightedSuggestion(entries, rules, { locationId: 3, index: 0 })).toEqual({ locationId: 1, index: 0 });
  });
});
