// The palette's search of brands, menus, people and tasks (Query.search): asked 150 ms after the person stops typing,
// only for a number or at least two characters (domain/searchTerms.ts), and answered only for the text it was asked
// for, so Enter never opens a result of what was typed before.
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { MAX_SEARCH_TERM_LENGTH, isSearchable } from '../../../domain/searchTerms';
import type { usePaletteSearchQuery, usePaletteSearchQuery$data } from './__generated__/usePaletteSearchQuery.graphql';

export type PaletteSearchResult = usePaletteSearchQuery$data['search'][number];

export const SEARCH_DEBOUNCE_MS = 150;
const RESULTS = 8;

const searchQuery = graphql`
  query usePaletteSearchQuery($term: String!, $first: Int) {
    search(term: $term, first: $first) {
      kind
      databaseId
      title
      subtitle
      path
    }
  }
`;

/** The search's answer for `text` once it has arrived; empty while it is on its way or when the text is not searchable. */
export function usePaletteSearch(text: string): readonly PaletteSearchResult[] {
  const environment = useRelayEnvironment();
  const [answer, setAnswer] = useState<{ term: string; results: readonly PaletteSearchResult[] }>({ term: '', results: [] });
  const term = text.trim().slice(0, MAX_SEARCH_TERM_LENGTH);
  const searchable = isSearchable(term);

  useEffect(() => {
    if (!searchable) return undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const timer = window.setTimeout(() => {
      subscription = fetchQuery<usePaletteSearchQuery>(environment, searchQuery, { term, first: RESULTS }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => setAnswer({ term, results: data.search }),
        // The palette's commands still work; a failed search shows no results rather than an error in the way.
        error: () => setAnswer({ term, results: [] }),
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, term, searchable]);

  return searchable && answer.term === term ? answer.results : [];
}
