// A menu URL's signature (DESIGN.md section 5, "Clusters"; docs/clusters.md, "Forming clusters"): the URL with the parts
// that vary from one restaurant to the next replaced, so the menus of one platform and layout share it. The clustering
// job groups a platform's menus by it. Pure and deterministic: the same URL always gives the same signature.
//
// The rules, in order:
// - Not an http(s) URL: no signature (the menu is never clustered).
// - The scheme is dropped (http and https are one layout); the host is lowercased, a leading 'www.' dropped, a port
//   other than the scheme's default kept. A subdomain of the registrable domain ('menuweb.io', 'tablehost.co.uk': the
//   last two labels, or three under a two-letter country code's co/com/org/net/ac/gov/ltd/plc/me) is a restaurant's
//   ('golden-pizza.menuweb.io', 'wagamama.menuweb.io' -> '{slug}.menuweb.io') unless it is a service word the product
//   itself uses ('menus.example-host.com', 'order.slicesites.com' are kept).
// - The path is split on '/'; empty segments (a trailing or doubled slash) are dropped; each segment is percent-decoded
//   and lowercased, and its file extension (.html, .php, .pdf ...) kept apart and kept as written. Then each segment:
//     digits only                                       -> '{n}'
//     an id: a UUID, hex of 8+ characters with a digit,
//     or letters and digits mixed ('a1b2c3', 'store42') -> '{id}'
//     words joined by '-', '_', '+', '.' or a space      -> '{slug}'  ('pizza-place', 'the_curry_house')
//     the segment after a tenant marker ('r', 'restaurant(s)', 'venue(s)', 'location(s)', 'store(s)', 'shop(s)',
//     'site(s)', 'place(s)', 'business(es)', 'menu-for', 'm')  -> '{slug}' whatever it looks like ('/r/nandos/menu')
//     anything else (one plain word: 'menu', 'drinks')  -> kept as it is
// - The query string is normalised: tracking parameters (utm_*, gclid, fbclid, ref, source) dropped, the other
//   parameter names kept in alphabetical order with their values replaced ('?id=12&lang=en' -> '?id={v}&lang={v}'). The
//   fragment is dropped.
// So 'https://menus.example-host.com/r/pizza-place/menu' and 'http://menus.example-host.com/r/curry-house/menu/' share
// 'menus.example-host.com/r/{slug}/menu', and '.../r/pizza-place/menu/drinks' has 'menus.example-host.com/r/{slug}/menu/drinks':
// another layout variant. Limits: a restaurant named by one plain word outside a tenant marker's position
// ('/nandos/menu') is kept literally, so such menus stay alone until people move them into a cluster.

const TENANT_MARKERS = new Set([
  'r',
  'm',
  'restaurant',
  'restaurants',
  'venue',
  'venues',
  'location',
  'locations',
  'store',
  'stores',
  'shop',
  'shops',
  'site',
  'sites',
  'place',
  'places',
  'business',
  'businesses',
  'menu-for',
]);

/** Subdomains a menu host uses for itself, not for one restaurant. */
const SERVICE_SUBDOMAINS = new Set([
  'm', 'menu', 'menus', 'order', 'orders', 'online', 'app', 'api', 'shop', 'shops', 'store', 'stores', 'book', 'booking',
  'bookings', 'reserve', 'web', 'site', 'sites', 'my', 'en', 'uk', 'eu', 'us', 'static', 'cdn', 'go', 'secure', 'portal',
  'restaurant', 'restaurants', 'food', 'eat', 'delivery', 'takeaway', 'live', 'beta', 'new',
]);
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'ltd', 'plc', 'me']);

const TRACKING_PARAMETER = /^(utm_.*|gclid|fbclid|msclkid|ref|source)$/;
const EXTENSION = /\.(html?|php|aspx?|jsp|pdf|json)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LONG_HEX = /^(?=.*\d)[0-9a-f]{8,}$/;
const LETTERS_AND_DIGITS = /^(?=.*\d)(?=.*[a-z])[a-z0-9]+$/;
const JOINED_WORDS = /.[-_+.\s]./;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** One path segment's part of the signature (without its file extension). */
export function segmentSignature(segment: string): string {
  if (/^\d+$/.test(segment)) return '{n}';
  if (UUID.test(segment) || LONG_HEX.test(segment) || LETTERS_AND_DIGITS.test(segment)) return '{id}';
  if (JOINED_WORDS.test(segment)) return '{slug}';
  return segment;
}

function hostSignature(url: URL): string {
  let host = url.hostname.toLowerCase().replace(/^www\./, '');
  const labels = host.split('.');
  const isAddress = /^\d+$/.test(labels[labels.length - 1]) || host.startsWith('[');
  const tld = labels[labels.length - 1];
  const registrable = tld.length === 2 && labels.length >= 3 && SECOND_LEVEL.has(labels[labels.length - 2]) ? 3 : 2;
  if (!isAddress && labels.length > registrable && !SERVICE_SUBDOMAINS.has(labels[0])) host = ['{slug}', ...labels.slice(1)].join('.');
  return url.port ? `${host}:${url.port}` : host;
}

/** The URL's signature, or null when it is not an http(s) URL. */
export function urlSignature(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const segments = parsed.pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decode(segment).toLowerCase());
  const path: string[] = [];
  segments.forEach((segment, index) => {
    const extension = EXTENSION.exec(segment)?.[0] ?? '';
    const stem = extension ? segment.slice(0, -extension.length) : segment;
    const afterMarker = index > 0 && TENANT_MARKERS.has(segments[index - 1]) && stem !== '';
    path.push((afterMarker ? '{slug}' : stem === '' ? '' : segmentSignature(stem)) + extension);
  });
  const names = [...new Set([...parsed.searchParams.keys()].map((name) => name.toLowerCase()))].filter((name) => name !== '' && !TRACKING_PARAMETER.test(name)).sort();
  const query = names.length > 0 ? `?${names.map((name) => `${name}={v}`).join('&')}` : '';
  return `${hostSignature(parsed)}${path.length > 0 ? `/${path.join('/')}` : ''}${query}`;
}
