// The line rules a document menu's text is read by (issue 12), shared by the prediction (predictDocumentFile.ts: how
// many priced lines, which heading) and the MULTI_FORMAT engine (scrapeDocumentFiles.ts: sections and dishes). Pure.
// A PDF's text layer and an OCR'd image both come as lines in reading order; a menu is headings (short, capitalised,
// no price), dish lines (a name with a price at its end, or a name line followed by a price-only line) and the lines
// after a dish that describe it.

/** One price: £8.50, $12, €9,50, 8.50, 12,00 €, 9 EUR. A bare integer ('3 Market Row') is not a price. */
const PRICE = String.raw`(?:[£$€]\s?\d{1,4}(?:[.,]\d{1,2})?|\d{1,4}[.,]\d{2}(?:\s?(?:€|EUR|GBP|USD))?|\d{1,4}\s?(?:€|EUR|GBP|USD))`;
/** A line ending with one price or several ('£4 / £7' for two sizes), after dot leaders or a dash. */
const PRICED_LINE = new RegExp(String.raw`^(.*?)[\s.·…:–—-]*(${PRICE}(?:\s*(?:/|\||or)\s*${PRICE})*)\s*$`, 'iu');
const PRICE_ONLY = new RegExp(String.raw`^(${PRICE}(?:\s*(?:/|\||or)\s*${PRICE})*)$`, 'iu');
/** Clock times and date ranges look like prices to the rules above ('8.30', '11.30 - 15.00'): told apart by context. */
const TIME_RANGE = /\b\d{1,2}[.:]\d{2}\s*(?:am|pm)?\s*[–—-]\s*\d{1,2}[.:]\d{2}\b|\b\d{1,2}[.:]\d{2}\s*(?:am|pm)\b/i;

/** Words that do not need a capital in a heading ('Fish and Chips', 'Soup of the Day'). */
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'de', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with', '&', 'la', 'le', 'du', 'al', 'e', 'y']);

/** Lines that close a menu's dish list rather than describe a dish: notes about allergens, service, diets' legend. */
const FOOTNOTE = /^[(*†]|\b(?:please|allerg|service charge|prices? include|vat\b|gratuity|subject to availability)/i;

export interface PricedLine {
  /** The text before the price, cleaned of leaders; '' for a price-only line. */
  name: string;
  price: string;
}

/** The name and price of a line that ends with a price; null for any other line. */
export function splitPricedLine(line: string): PricedLine | null {
  if (TIME_RANGE.test(line)) return null;
  const only = PRICE_ONLY.exec(line);
  if (only) return { name: '', price: only[1] };
  const match = PRICED_LINE.exec(line);
  if (!match) return null;
  const name = match[1].trim();
  // A price needs words before it (or nothing at all): '12 x 2.50' or a bare count is not a dish line.
  if (name !== '' && !/\p{L}{2}/u.test(name)) return null;
  return { name: cleanName(name), price: match[2].replace(/\s+/g, ' ') };
}

function cleanName(name: string): string {
  return name.replace(/[\s.·…:–—-]+$/u, '').trim();
}

/**
 * A heading: short, no price, not a sentence (no comma, no full stop at the end), starting with a capital, and either
 * in capitals or with every word that is not a small word capitalised ('Small Plates', 'DESSERTS', 'Soup of the Day').
 */
export function isHeadingLike(line: string): boolean {
  const text = line.trim();
  if (text.length < 3 || text.length > 48) return false;
  if (/[,;]|[.!?]$/.test(text) || FOOTNOTE.test(text)) return false;
  // Long numbers are phone numbers and postcodes, not headings; a year is fine ('Christmas Menu 2024').
  if (splitPricedLine(text) !== null || /\d{3,}/.test(text.replace(/\b(?:19|20)\d{2}\b/g, ''))) return false;
  if (!/^\p{Lu}/u.test(text)) return false;
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0 || words.length > 7) return false;
  if (text === text.toUpperCase()) return true;
  return words.every((word, index) => (index > 0 && SMALL_WORDS.has(word.toLowerCase())) || /^[\p{Lu}\d('"‘“]/u.test(word));
}

export function isFootnote(line: string): boolean {
  return FOOTNOTE.test(line.trim());
}

/** The text's lines, trimmed; blank lines kept as '' (OCR puts them between blocks, and a block ends a description). */
export function menuLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map((line) => line.replace(/\s+/g, ' ').trim());
}

export interface MenuTextSection {
  /** The section before the first heading, titled leadTitle (the file's own title). */
  isLead: boolean;
  title: string;
  description: string | null;
  dishes: MenuTextDish[];
}

export interface MenuTextDish {
  name: string;
  price: string | null;
  description: string | null;
}

/** Description lines a dish takes at most: more is running text (an intro, the restaurant's story), not a dish's. */
const MAX_DESCRIPTION_LINES = 3;

/**
 * The sections and dishes of a menu's text, in reading order. Dishes before the first heading go to a section titled
 * `leadTitle`; headings with no dish under them are left out (the restaurant's name, an address block).
 */
export function readMenuText(text: string, leadTitle: string): MenuTextSection[] {
  const sections: MenuTextSection[] = [];
  let section: MenuTextSection = { isLead: true, title: leadTitle, description: null, dishes: [] };
  let dish: (MenuTextDish & { lines: string[] }) | null = null;
  /** Plain lines since the last dish line or heading: the last one may be the name of a price-only line's dish. */
  let plain: string[] = [];

  const closeDish = () => {
    if (dish) {
      dish.description = dish.lines.length ? dish.lines.join(' ') : null;
      section.dishes.push({ name: dish.name, price: dish.price, description: dish.description });
    }
    dish = null;
  };
  const closeSection = () => {
    closeDish();
    if (section.dishes.length > 0) sections.push(section);
  };

  const lines = menuLines(text);
  for (const [index, line] of lines.entries()) {
    if (line === '') {
      // A blank line ends a dish's description; what follows is a new block.
      closeDish();
      plain = [];
      continue;
    }
    const priced = splitPricedLine(line);
    if (priced && priced.name !== '') {
      closeDish();
      dish = { name: priced.name, price: priced.price, description: null, lines: [] };
      plain = [];
      continue;
    }
    if (priced) {
      // A price on its own line prices the line before it: the last plain line (taken back from a description).
      const current = dish as (MenuTextDish & { lines: string[] }) | null;
      const name = current && current.lines.length > 0 ? current.lines.pop() : plain.pop();
      if (name !== undefined) {
        // The line was taken for the section's description before its price came.
        if (section.description === name && section.dishes.length === 0 && !current) section.description = null;
        closeDish();
        dish = { name, price: priced.price, description: null, lines: [] };
        plain = [];
      }
      continue;
    }
    if (isFootnote(line)) {
      closeDish();
      plain = [];
      continue;
    }
    if (isHeadingLike(line) && !isPricedByNextLine(lines, index)) {
      // The file's own title repeated at its top is not a section of it.
      if (section.isLead && section.dishes.length === 0 && !dish && sameText(line, leadTitle)) continue;
      closeSection();
      section = { isLead: false, title: line, description: null, dishes: [] };
      plain = [];
      continue;
    }
    if (dish && dish.lines.length < MAX_DESCRIPTION_LINES) {
      dish.lines.push(line);
      continue;
    }
    closeDish();
    plain.push(line);
    if (section.dishes.length === 0 && plain.length === 1 && !section.isLead) section.description = line;
  }
  closeSection();
  return sections;
}

/** Section words: a heading with one of these is a section even right after a dish line. */
const SECTION_WORDS = /\b(?:menu|starters?|mains?|main courses?|sides?|desserts?|puddings?|drinks?|wines?|beers?|cocktails?|breakfast|brunch|lunch|dinner|specials?|salads?|soups?|sandwiches|burgers|pizzas?|pasta|tacos|kids|children|coffee|tea|hot drinks|soft drinks|small plates|sharing|extras|to share|appeti[sz]ers|bar)\b/i;

export function isSectionWord(line: string): boolean {
  return SECTION_WORDS.test(line);
}

function sameText(a: string, b: string): boolean {
  return a.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '') === b.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A name whose price is on the next line ('Full Veggie Breakfast' / '£11.00') is a dish, not a heading. */
function isPricedByNextLine(lines: string[], index: number): boolean {
  const next = lines[index + 1];
  return next !== undefined && next !== '' && splitPricedLine(next)?.name === '';
}

/** Lines that carry a price (a dish or a drink): the dish count the prediction reports. */
export function countPricedLines(text: string): number {
  let count = 0;
  for (const line of menuLines(text)) if (line !== '' && splitPricedLine(line) !== null) count += 1;
  return count;
}
