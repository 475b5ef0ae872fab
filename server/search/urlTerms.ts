// A pasted menu URL shares most of its trigrams with every other URL ('https', 'www.', '.co.uk', '/menu'), so matching
// all of them reads most of the URL index. The part that tells menus apart is the site's own name: matched on that,
// ranked on the whole URL.

/** The distinctive part of a URL-like term ('https://www.the-grill.co.uk/menu' -> 'the-grill'), or the term itself. */
export function distinctiveUrlPart(term: string): string {
  const withoutScheme = term.trim().replace(/^[a-z]+:\/\//i, '').replace(/^www\./i, '');
  const [host, ...path] = withoutScheme.split('/');
  const site = host.split('.')[0] ?? '';
  const pathWords = path.join('/').split(/[^A-Za-z0-9-]+/).filter((word) => word.length >= 3 && !/^(menus?|index|html?|php|pdf)$/i.test(word));
  const distinctive = [site, ...pathWords].filter(Boolean).join(' ');
  return distinctive.length >= 3 ? distinctive : term.trim();
}
