// Normalisation of every value read from a page before it is stored and hashed (issue 12: "re-scraping an unchanged page
// shows no change"). Markup differences a restaurant's site makes between two loads of the same menu must not reach
// the hash: entity forms (&amp; / &#38; / &#x26;), non-breaking and zero-width spaces, runs of whitespace and line
// breaks, composed or decomposed accents (NFC), and tracking parameters the site or its CMS adds to links. Attribute
// order never matters because we hash the values read, not the markup.
import { decodeHTMLStrict } from 'entities';

// Entity forms left after parsing (a double-encoded "&amp;amp;", a value written into an attribute as text).
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/**
 * Text that is not in normal form: a space at either end, two spaces in a row, '&' before a letter or '#', or a
 * character outside printable ASCII and Latin-1 (controls, DEL to NBSP, the soft hyphen, anything above U+00FF).
 */
const NOT_NORMAL = /^ | $| {2}|&[#A-Za-z]|[^\x20-\x7e\xa1-\xac\xae-\xff]/;

/**
 * Text that is already in normal form: printable ASCII or Latin-1 (no NBSP, no soft hyphen), single inner spaces,
 * nothing to trim, no '&' before a letter or '#'. Most values are, and this check is the whole cost for them (a page
 * has thousands of values: scripts/benchScraping.ts). One regular expression: compiled to machine code, it reads a
 * value twice as fast as a loop over its characters.
 */
function isNormal(text: string): boolean {
  return !NOT_NORMAL.test(text);
}

/**
 * Characters that carry no text: soft hyphen, zero-width space and non-joiner, word joiner, byte-order mark. (The
 * zero-width joiner U+200D stays: it is part of emoji sequences.)
 */
const INVISIBLE_CHARACTERS = /[\u00ad\u200b\u200c\u2060\ufeff]/g;
/**
 * Runs of layout spaces: tabs and line breaks, NBSP and the other spaces. Once the invisible characters are gone,
 * JavaScript's \s is exactly those (its only other member is U+FEFF).
 */
const SPACE_RUNS = /\s+/g;
/**
 * A character NFC could change: not in Latin (U+0000-02FF) nor in general punctuation and currency (U+2000-20CF; the
 * two there NFC rewrites, U+2000 and U+2001, are spaces and collapse anyway).
 */
const MAY_CHANGE_UNDER_NFC = /[^\u0000-\u02ff\u2000-\u20cf]/;

/** One line of text as a person reads it: the form stored and hashed. Empty text is ''. */
export function normaliseText(value: string): string {
  if (isNormal(value)) return value;
  const text = value.includes('&') && ENTITY.test(value) ? decodeHTMLStrict(value) : value;
  // Invisible characters go (without separating words), runs of spaces become one space, the ends are trimmed: three
  // regular expressions, a third faster than one loop over the characters (a menu's descriptions are full of NBSPs).
  const result = text.replace(INVISIBLE_CHARACTERS, '').replace(SPACE_RUNS, ' ').trim();
  return MAY_CHANGE_UNDER_NFC.test(result) ? result.normalize('NFC') : result;
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
