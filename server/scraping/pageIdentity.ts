// A page's identity for 'already read': its URL without the fragment (#section points into the same page).
export function pageIdentity(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
}

/**
 * The links to distinct pages, in their order, at most `max`: one of each identity, none whose identity is in
 * `leaveOut` (the page itself, pages already read). Each link's identity is worked out once, so a page of hundreds of
 * links costs linear time (comparing each link with every one kept parsed both URLs per pair).
 */
export function distinctPages(links: Iterable<string | null>, leaveOut: ReadonlySet<string>, max = Infinity): string[] {
  const pages: string[] = [];
  const seen = new Set<string>();
  for (const link of links) {
    if (pages.length >= max) break;
    if (link === null) continue;
    const identity = pageIdentity(link);
    if (leaveOut.has(identity) || seen.has(identity)) continue;
    seen.add(identity);
    pages.push(link);
  }
  return pages;
}
