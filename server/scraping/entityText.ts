// Character references (&amp;, &nbsp;, &#163;) decoded exactly as htmlparser2's Tokenizer decodes them while it reads a
// page, for the element events (elementEvents.ts): they read the page with decoding off, so the Tokenizer skips through
// text and attribute values instead of stepping through every character, and decode only the pieces that hold a '&'.
// Decoded by a Tokenizer too, run over the piece alone in the state it was read in, so by the same code and rules (legacy
// references without ';' in text; in an attribute value, not before '=' or a letter). What follows a piece on the page
// ('<', its closing quote, the end) ends a reference as the end of the piece does. Memoised: a menu repeats a few
// references in the same words.
import { QuoteType, Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/** Decoded pieces remembered per kind before the memo starts over. */
const MEMO_LIMIT = 4096;
/** Longer pieces are decoded each time (a memo of long ones would hold on to a page's worth of text). */
const MEMO_MAX_LENGTH = 256;


/** Collects the text or the attribute value the Tokenizer reports, decoded. */
class Collector implements TokenizerCallbacks {
  decoded = '';

  constructor(private readonly source: string) {}

  ontext(start: number, endIndex: number): void {
    this.decoded += this.source.slice(start, endIndex);
  }

  ontextentity(codePoint: number): void {
    this.decoded += String.fromCodePoint(codePoint);
  }

  onattribdata(start: number, endIndex: number): void {
    this.decoded += this.source.slice(start, endIndex);
  }

  onattribentity(codePoint: number): void {
    this.decoded += String.fromCodePoint(codePoint);
  }

  onattribend(): void {}
  onattribname(): void {}
  oncdata(): void {}
  onclosetag(): void {}
  oncomment(): void {}
  ondeclaration(): void {}
  onend(): void {}
  onopentagend(): void {}
  onopentagname(): void {}
  onprocessinginstruction(): void {}
  onselfclosingtag(): void {}
}

function tokenize(source: string): string {
  const collector = new Collector(source);
  const tokenizer = new Tokenizer({}, collector);
  tokenizer.write(source);
  tokenizer.end();
  return collector.decoded;
}

// An attribute value is read between the quotes it had (the other quote may be in it).
const QUOTES: Record<QuoteType, string> = { [QuoteType.NoValue]: '', [QuoteType.Unquoted]: '', [QuoteType.Single]: "'", [QuoteType.Double]: '"' };

const textMemo = new Map<string, string>();
const valueMemos: Record<QuoteType, Map<string, string>> = { [QuoteType.NoValue]: new Map(), [QuoteType.Unquoted]: new Map(), [QuoteType.Single]: new Map(), [QuoteType.Double]: new Map() };

function remember(memo: Map<string, string>, raw: string, decoded: string): string {
  if (raw.length > MEMO_MAX_LENGTH) return decoded;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(raw, decoded);
  return decoded;
}

/**
 * Text as the Tokenizer decodes it (raw: a piece of text with a '&'). The text of a <title> is read up to its end tag,
 * which its own references do not end (`</ti&amp;` stays as it is).
 */
export function decodeText(raw: string, inTitle: boolean): string {
  if (inTitle) return tokenize(`<title>${raw}`);
  return textMemo.get(raw) ?? remember(textMemo, raw, tokenize(raw));
}

/** An attribute value as the Tokenizer decodes it (raw: the value between its quotes, with a '&'). */
export function decodeValue(raw: string, quote: QuoteType): string {
  const memo = valueMemos[quote];
  const mark = QUOTES[quote];
  return memo.get(raw) ?? remember(memo, raw, tokenize(`<a a=${mark}${raw}${mark}>`));
}
