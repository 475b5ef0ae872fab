// The element events of htmlparser2's Parser (open tag with its attributes, close tag, text, comment), straight from its
// Tokenizer, for the streaming reader (streamPage.ts; issue 12, "Speed and safety"). The Parser is a general front end
// (buffers, positions, options, optional callbacks at every step) and costs as much again as the Tokenizer under it;
// this one does only what an HTML page read in one piece needs: the same tree rules (end tags implied by a start tag,
// void elements, self-closing tags in SVG and MathML, a stray `</p>` or `</br>`, elements left open at the end), the
// same names (lower case) and attributes (the first of two equal names wins), the same text (read with decoding off,
// character references decoded only in the pieces that hold one: entityText.ts). Its tables are the Parser's
// (htmlparser2 10.1, which does not export them); elementEvents.test.ts holds the two to the same events on generated
// pages.
import { Tokenizer, type QuoteType, type TokenizerCallbacks } from 'htmlparser2';
import { decodeText, decodeValue } from './entityText';

/** What a reader of the events implements (the names and arguments of the Parser's callbacks, so either can drive it). */
export interface ElementHandler {
  onopentag(name: string, attribs: Record<string, string>): void;
  onclosetag(name: string): void;
  ontext(text: string): void;
  /** Comments, and CDATA sections (a comment in HTML). */
  oncomment(data: string): void;
  /** Declarations (`<!doctype html>`) and processing instructions. */
  onprocessinginstruction(name: string, data: string): void;
}

/** What a tag name does to the open elements (the Parser's openImpliesClose, voidElements and foreign-context sets). */
interface TagRule {
  /** Open elements it closes first, while the innermost one is among them. */
  closes: ReadonlySet<string> | null;
  isVoid: boolean;
  /** SVG and MathML: self-closing tags close inside it. Its integration points: they do not. */
  foreign: boolean | null;
  /** Its text is read up to its end tag: as it is ('raw': script, style, textarea, xmp) or decoded ('title'). */
  text: 'raw' | 'title' | null;
}

const P = new Set(['p']);
const FORM = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const TABLE_SECTIONS = new Set(['thead', 'tbody']);
const DD_DT = new Set(['dd', 'dt']);
const RT_RP = new Set(['rt', 'rp']);
const CLOSES: [string, ReadonlySet<string>][] = [
  ['tr', new Set(['tr', 'th', 'td'])], ['th', new Set(['th'])], ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])], ['li', new Set(['li'])], ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])], ['tbody', TABLE_SECTIONS], ['tfoot', TABLE_SECTIONS],
  ['dd', DD_DT], ['dt', DD_DT], ['rt', RT_RP], ['rp', RT_RP],
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((tag): [string, ReadonlySet<string>] => [tag, FORM]),
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset',
    'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre', 'section', 'table', 'ul'].map((tag): [string, ReadonlySet<string>] => [tag, P]),
];
const VOID = ['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr'];
const FOREIGN = ['math', 'svg'];
const INTEGRATION = ['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc', 'title'];

/** One lookup per tag instead of the Parser's four; tags without a rule (most of a page's) find nothing. */
const TAG_RULES = new Map<string, TagRule>();
function ruleOf(tag: string): TagRule {
  let rule = TAG_RULES.get(tag);
  if (!rule) {
    rule = { closes: null, isVoid: false, foreign: null, text: null };
    TAG_RULES.set(tag, rule);
  }
  return rule;
}
for (const [tag, closes] of CLOSES) ruleOf(tag).closes = closes;
for (const tag of VOID) ruleOf(tag).isVoid = true;
for (const tag of FOREIGN) ruleOf(tag).foreign = true;
for (const tag of INTEGRATION) ruleOf(tag).foreign = false;
for (const tag of ['script', 'style', 'textarea', 'xmp']) ruleOf(tag).text = 'raw';
ruleOf('title').text = 'title';

const NAME_END = /\s|\//;

/** Names learnt at most (a page has a few dozen distinct tag and attribute names; a hostile one may have thousands). */
const NAMES_LIMIT = 1024;
/** Names learnt at most per length and first character, so a lookup stays a few comparisons whatever pages came before. */
const NAMES_PER_KEY = 8;

/**
 * Tag and attribute names met before, by length and first character, so a name seen again is matched in place rather
 * than cut into a new string and lowered (and, for an attribute, made a property key): most of a page's names are a few
 * dozen.
 */
class Names {
  private readonly byKey: (string[] | undefined)[] = [];
  private count = 0;

  read(html: string, start: number, endIndex: number): string {
    const length = endIndex - start;
    const key = length < 64 ? (length << 7) | (html.charCodeAt(start) & 127) : -1;
    const known = key >= 0 ? this.byKey[key] : undefined;
    if (known !== undefined) {
      for (let i = 0; i < known.length; i += 1) if (html.startsWith(known[i], start)) return known[i];
    }
    const name = html.slice(start, endIndex).toLowerCase();
    // Learnt as written in lower case (an upper-case spelling is lowered each time, as the Parser does).
    if (key >= 0 && this.count < NAMES_LIMIT && (known?.length ?? 0) < NAMES_PER_KEY && name.length === length && html.startsWith(name, start)) {
      // A property key is the engine's own copy of the string (internalised): a later object key needs no lookup.
      const interned = Object.keys({ [name]: true })[0];
      if (known === undefined) this.byKey[key] = [interned];
      else known.push(interned);
      this.count += 1;
    }
    return name;
  }
}

const names = new Names();

/** The Parser's HTML rules as the Tokenizer's callbacks. Open elements and foreign contexts are kept innermost last. */
class ElementEvents implements TokenizerCallbacks {
  private tagname = '';
  private attribname = '';
  private attribvalue = '';
  /** Between a start tag's name and its end: its attributes are being read. */
  private opening = false;
  /** Made at its first attribute. */
  private attribs: Record<string, string> | null = null;
  /** The rule of the tag being opened (looked up once per element). */
  private tagRule: TagRule | undefined = undefined;
  private readonly stack: string[] = [];
  /** Each open element's rule, beside it. */
  private readonly rules: (TagRule | undefined)[] = [];
  private readonly foreign: boolean[] = [false];
  /** Inside a script, style, textarea, xmp or title the Tokenizer reads text up to the end tag: how it is decoded. */
  private special: 'raw' | 'title' | null = null;

  constructor(
    private readonly html: string,
    private readonly handler: ElementHandler,
  ) {}

  ontext(start: number, endIndex: number): void {
    const text = this.html.slice(start, endIndex);
    if (this.special === 'raw' || !text.includes('&')) {
      this.handler.ontext(text);
      return;
    }
    this.handler.ontext(decodeText(text, this.special === 'title'));
  }

  ontextentity(codePoint: number): void {
    this.handler.ontext(String.fromCodePoint(codePoint));
  }

  onopentagname(start: number, endIndex: number): void {
    this.openTag(names.read(this.html, start, endIndex));
  }

  private openTag(name: string): void {
    this.tagname = name;
    this.opening = true;
    this.attribs = null;
    const rule = TAG_RULES.get(name);
    this.tagRule = rule;
    if (rule !== undefined) {
      const stack = this.stack;
      if (rule.closes !== null) {
        while (stack.length > 0 && rule.closes.has(stack[stack.length - 1])) this.handler.onclosetag(this.pop());
      }
      if (rule.isVoid) return;
      if (rule.foreign !== null) this.foreign.push(rule.foreign);
    }
    this.stack.push(name);
    this.rules.push(rule);
  }

  private pop(): string {
    this.rules.pop();
    return this.stack.pop() as string;
  }

  onattribname(start: number, endIndex: number): void {
    this.attribname = names.read(this.html, start, endIndex);
  }

  onattribdata(start: number, endIndex: number): void {
    this.attribvalue += this.html.slice(start, endIndex);
  }

  onattribentity(codePoint: number): void {
    this.attribvalue += String.fromCodePoint(codePoint);
  }

  onattribend(quote: QuoteType): void {
    if (this.opening) {
      const raw = this.attribvalue;
      const value = raw.includes('&') ? decodeValue(raw, quote) : raw;
      const attribs = this.attribs;
      if (attribs === null) {
        // Most elements have a class first, or only: one object shape for them all (cheaper to make and to read).
        if (this.attribname === 'class') {
          this.attribs = { class: value };
        } else {
          const first: Record<string, string> = {};
          first[this.attribname] = value;
          this.attribs = first;
        }
      } else if (!Object.hasOwn(attribs, this.attribname)) {
        attribs[this.attribname] = value;
      }
    }
    this.attribvalue = '';
  }

  onopentagend(): void {
    // Not after a self-closing tag: `<script/>` starts no script text.
    if (this.tagRule !== undefined && this.tagRule.text !== null) this.special = this.tagRule.text;
    this.endOpenTag();
  }

  private endOpenTag(): void {
    const name = this.tagname;
    if (this.opening) {
      this.handler.onopentag(name, this.attribs ?? {});
      this.opening = false;
      this.attribs = null;
    }
    this.tagname = '';
    const isVoid = this.tagRule?.isVoid === true;
    this.tagRule = undefined;
    if (isVoid) this.handler.onclosetag(name);
  }

  onselfclosingtag(): void {
    // Self-closing only in foreign content; in HTML `<div/>` opens a div.
    if (this.foreign[this.foreign.length - 1]) this.closeCurrentTag();
    else this.endOpenTag();
  }

  private closeCurrentTag(): void {
    const name = this.tagname;
    this.endOpenTag();
    const stack = this.stack;
    if (stack[stack.length - 1] === name) {
      this.pop();
      this.handler.onclosetag(name);
    }
  }

  onclosetag(start: number, endIndex: number): void {
    this.special = null;
    const stack = this.stack;
    const top = stack.length - 1;
    if (top >= 0 && endIndex - start === stack[top].length && this.html.startsWith(stack[top], start)) {
      // Most end tags close the innermost element, spelled as it was opened: no new string, no lookup.
      const rule = this.rules[top];
      if (rule !== undefined && rule.foreign !== null) this.foreign.pop();
      this.handler.onclosetag(this.pop());
      return;
    }
    const name = this.html.slice(start, endIndex).toLowerCase();
    const rule = TAG_RULES.get(name);
    if (rule !== undefined && rule.foreign !== null) this.foreign.pop();
    if (rule === undefined || !rule.isVoid) {
      const at = stack.lastIndexOf(name);
      if (at !== -1) {
        while (stack.length > at) this.handler.onclosetag(this.pop());
      } else if (name === 'p') {
        // `</p>` without an open p: an empty paragraph.
        this.openTag('p');
        this.closeCurrentTag();
      }
    } else if (name === 'br') {
      // `</br>`: a line break.
      this.handler.onopentag('br', {});
      this.handler.onclosetag('br');
    }
  }

  oncomment(start: number, endIndex: number, endOffset: number): void {
    this.handler.oncomment(this.html.slice(start, endIndex - endOffset));
  }

  oncdata(start: number, endIndex: number, endOffset: number): void {
    this.handler.oncomment(`[CDATA[${this.html.slice(start, endIndex - endOffset)}]]`);
  }

  ondeclaration(start: number, endIndex: number): void {
    this.instruction('!', this.html.slice(start, endIndex));
  }

  onprocessinginstruction(start: number, endIndex: number): void {
    this.instruction('?', this.html.slice(start, endIndex));
  }

  private instruction(mark: string, value: string): void {
    const end = value.search(NAME_END);
    this.handler.onprocessinginstruction(`${mark}${(end < 0 ? value : value.slice(0, end)).toLowerCase()}`, `${mark}${value}`);
  }

  onend(): void {
    // Elements still open at the end close, innermost first.
    const stack = this.stack;
    for (let i = stack.length - 1; i >= 0; i -= 1) this.handler.onclosetag(stack[i]);
  }
}

/** Reads a whole page into `handler`, as `new Parser(handler).end(html)` would. */
export function parseElements(html: string, handler: ElementHandler): void {
  const tokenizer = new Tokenizer({ decodeEntities: false }, new ElementEvents(html, handler));
  if (html) tokenizer.write(html);
  tokenizer.end();
}
