// What a paginator shows and allows: "Page 2 of 7", or with a capped total (a count that stopped at its cap, e.g.
// MenuPage.totalIsCapped) "Page 2 of 1,000+" with Next enabled while the pages come back full.

export interface PageState {
  page: number;
  pageSize: number;
  total: number;
  totalIsCapped?: boolean;
  /** With a capped total: whether another page follows (this one came back full). */
  hasNextPage?: boolean;
}

export function pageLabel({ page, pageSize, total, totalIsCapped = false, hasNextPage = false }: PageState): { label: string; isLast: boolean } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (!totalIsCapped) return { label: `Page ${Math.min(page, pages)} of ${pages}`, isLast: page >= pages };
  // The last full page is not known until a page comes back short: that one is the last.
  const of = hasNextPage ? `${Math.max(page, pages).toLocaleString('en-GB')}+` : page.toLocaleString('en-GB');
  return { label: `Page ${page.toLocaleString('en-GB')} of ${of}`, isLast: !hasNextPage };
}

/** A list's count line: "12 matching records", or "10,000+ matching records" when the count stopped at its cap. */
export const matchingRecordsLabel = (total: number, totalIsCapped = false): string =>
  totalIsCapped ? `${total.toLocaleString('en-GB')}+ matching records` : `${total} matching ${total === 1 ? 'record' : 'records'}`;
