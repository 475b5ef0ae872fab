// Normalisation of every value read from a page before it is stored and hashed (issue 12: "re-scraping an unchanged page
// shows no change"). Markup differences a restaurant's site makes between two loads of the same menu must not reach
// the hash: entity forms (&amp; / &#38; / &#x26;), non-breaking and zero-width spaces, runs of whitespace and line
// breaks, composed or decomposed accents (NFC), and tracking parameters the site or its CMS adds to links. Attribute
// order never matters because we hash the values read, not the markup.
import { decodeHTMLStrict } from 'entities';

// Entity forms left after parsing (a double-encoded "&amp;amp;", a value written into an attribute as text).
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/** What JavaScript's \s matches but U+FEFF: tabs and line breaks, NBSP and the other layout spaces. */
function isSpace(code: number): boolean {
  return (
    code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 5760 || (code >= 8192 && code <= 8202) ||
    code === 8232 || code === 8233 || code === 8239 || code === 8287 || code === 12288
  );
}

/**
 * Characters that carry no text: soft hyphen, zero-width space and non-joiner, word joiner, byte-order mark. (The
 * zero-width joiner U+200D stays: it is part of emoji sequences.)
 */
function isInvisible(code: number): boolean {
  return code === 173 || code === 8203 || code === 8204 || code === 8288 || code === 65279;
}

/**
 * Whether NFC could change a character: not in Latin (U+0000-02FF) nor in general punctuation and currency
 * (U+2000-20CF; the two there NFC rewrites, U+2000 and U+2001, are spaces and collapse anyway).
 */
function mayChangeUnderNfc(code: number): boolean {
  return code > 0x2ff && (code < 0x2000 || code > 0x20cf);
}

/**
 * Text that is already in normal form: printable ASCII or Latin-1 (no NBSP, no soft hyphen), single inner spaces,
 * nothing to trim, no '&' before a letter or '#'. Most values are, and this check is the whole cost for them (a page
 * has thousands of values: scripts/benchScraping.ts), so it is a plain loop rather than a regular expression.
 */
function isNormal(text: string): boolean {
  const length = text.length;
  if (length === 0) return true;
  if (text.charCodeAt(0) === 32 || text.charCodeAt(length - 1) === 32) return false;
  let previous = 0;
  for (let i = 0; i < length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 32 || (code > 126 && code < 161) || code === 173 || code > 255) return false;
    if (code === 32 && previous === 32) return false;
    if (previous === 38 && (code === 35 || (code >= 65 && code <= 90) || (code >= 97 && code <= 122))) return false;
    previous = code;
  }
  return true;
}

/** One line of text as a person reads it: the form stored and hashed. Empty text is ''. */
export function normaliseText(value: string): string {
  if (isNormal(value)) return value;
  const text = value.includes('&') && ENTITY.test(value) ? decodeHTMLStrict(value) : value;
  // One pass: runs of spaces become one space, invisible characters go, the ends are trimmed.
  let result = '';
  let segmentStart = -1;
  let spacePending = false;
  let needsNfc = false;
  for (let i = 0; i <= text.length; i += 1) {
    const code = i < text.length ? text.charCodeAt(i) : -1;
    const space = code >= 0 && isSpace(code);
    if (code < 0 || space || isInvisible(code)) {
      if (segmentStart >= 0) {
        if (spacePending && result !== '') result += ' ';
        result += text.slice(segmentStart, i);
        segmentStart = -1;
        spacePending = false;
      }
      if (space) spacePending = true;
    } else {
      if (segmentStart < 0) segmentStart = i;
      if (mayChangeUnderNfc(code)) needsNfc = true;
    }
  }
  return needsNfc ? result.normalize('NFC') : result;
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
