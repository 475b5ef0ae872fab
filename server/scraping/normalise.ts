// Normalisation of every value read from a page before it is stored and hashed (issue 12: "re-scraping an unchanged page
// shows no change"). Markup differences a restaurant's site makes between two loads of the same menu must not reach
// the hash: entity forms (&amp; / &#38; / &#x26;), non-breaking and zero-width spaces, runs of whitespace and line
// breaks, composed or decomposed accents (NFC), and tracking parameters the site or its CMS adds to links. Attribute
// order never matters because we hash the values read, not the markup.
import { decodeHTMLStrict } from 'entities';

// Spaces a page uses for layout that mean one plain space (NBSP, figure, narrow NBSP, ideographic, en/em spaces...).
const LAYOUT_SPACES = /[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/g;
// Invisible characters that carry no text: soft hyphen, zero-width space and non-joiner, word joiner, byte-order mark.
// (The zero-width joiner U+200D stays: it is part of emoji sequences.)
const INVISIBLE = /[\u00ad\u200b\u200c\u2060\ufeff]/g;
const WHITESPACE_RUN = /\s+/g;
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;
// Entity forms left after parsing (a double-encoded "&amp;amp;", a value written into an attribute as text).
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/** One line of text as a person reads it: the form stored and hashed. Empty text is ''. */
export function normaliseText(value: string): string {
  let text = value;
  if (ENTITY.test(text)) text = decodeHTMLStrict(text);
  text = text.replace(LAYOUT_SPACES, ' ').replace(INVISIBLE, '');
  // NFC only for text beyond ASCII: most menu text is plain, and normalize() allocates.
  if (NON_ASCII.test(text)) text = text.normalize('NFC');
  return text.replace(WHITESPACE_RUN, ' ').trim();
}

/**
 * Query parameters that identify a visit, a campaign or a click, never the content: removed from links so a new
 * campaign does not look like a changed dish.
 */
const TRACKING_PARAMETERS = new Set([
  'fbclid', 'gclid', 'gclsrc', 'dclid', 'gbraid', 'wbraid', 'msclkid', 'yclid', 'twclid', 'ttclid', 'li_fat_id',
  'mc_cid', 'mc_eid', '_ga', '_gl', 'igshid', 'srsltid', '_hsenc', '_hsmi', 'mkt_tok', 'oly_anon_id', 'oly_enc_id',
  'vero_id', 'rb_clickid', 's_cid', 'wickedid', 'ref_src',
]);

export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || lower.startsWith('pk_') || TRACKING_PARAMETERS.has(lower);
}

/**
 * An absolute http(s) URL without its tracking parameters (the rest keep their order); anything else unchanged.
 * `base` resolves a relative link first (an href read from the page).
 */
export function normaliseUrl(value: string, base?: string): string {
  const trimmed = value.trim();
  let url: URL;
  try {
    url = base ? new URL(trimmed, base) : new URL(trimmed);
  } catch {
    return trimmed;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return trimmed;
  if (url.search) {
    const kept = [...url.searchParams].filter(([name]) => !isTrackingParameter(name));
    if (kept.length !== [...url.searchParams].length) {
      url.search = kept.length ? new URLSearchParams(kept).toString() : '';
    }
  }
  return url.toString();
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;

/** Text with every link in it normalised (a description that quotes a tracked link). */
export function normaliseLinksInText(text: string): string {
  if (!text.includes('://')) return text;
  return text.replace(URL_IN_TEXT, (link) => normaliseUrl(link));
}

/** The value as stored: normalised text, links without tracking parameters, null when nothing is left. */
export function normaliseValue(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = normaliseLinksInText(normaliseText(value));
  return text === '' ? null : text;
}
