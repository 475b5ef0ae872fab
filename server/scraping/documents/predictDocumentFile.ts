// A crawled file's category, title, menu score and dish count, by rules a scraper can check (issue 12): the scraper sees
// the prediction beside the file in the task's file table and confirms or corrects it. Pure.
//   category: a category word in the link text, the file name or the file's own title decides ('kids-menu.pdf' ->
//     KIDS); else the text's headings when they all point one way (a wine list's headings -> DRINKS); else MAIN when the
//     text reads as a menu, OTHER when it does not; null when there is no text and no word to go by.
//   title: the text's first heading-like line (one with a menu word first), else the link text, else the file name.
//   menuScore: priced lines (most of the weight), their density, menu words and enough text to be a menu.
import type { MenuFileCategory } from '../../../domain/menuScrapingSchemas';
import { countPricedLines, isHeadingLike, isSectionWord, menuLines } from './menuText';
import type { DocumentFilePrediction } from './types';

/** Category words, most specific first: 'Christmas set menu' is FESTIVE, 'Kids breakfast' is KIDS. */
const CATEGORY_RULES: { category: MenuFileCategory; pattern: RegExp }[] = [
  { category: 'FESTIVE', pattern: /\b(?:christmas|xmas|festive|new year'?s?|nye|easter|valentine'?s?|thanksgiving|mother'?s day|father'?s day|halloween)\b/i },
  { category: 'KIDS', pattern: /\b(?:kids?|children'?s?|child'?s|little ones|junior)\b/i },
  { category: 'TAKEAWAY', pattern: /\b(?:take ?-?away|take ?-?out|delivery|to go|collection)\b/i },
  { category: 'SET_MEAL', pattern: /\b(?:set (?:menu|meal|lunch|dinner)|prix fixe|tasting menu|table d'h[oô]te|fixed price|[23] courses?)\b/i },
  { category: 'DIETARY', pattern: /\b(?:gluten[ -]free|vegan menu|vegetarian menu|dietary|allergens?|plant[ -]based menu|dairy[ -]free)\b/i },
  { category: 'EVENTS', pattern: /\b(?:events?|party|parties|functions?|private dining|weddings?|canap[eé]s|buffet)\b/i },
  { category: 'SPECIALS', pattern: /\b(?:specials?|today'?s|chef'?s choice|daily)\b/i },
  { category: 'TIME_LIMITED', pattern: /\b(?:limited|pop[ -]?up|this (?:week|month)|seasonal|summer menu|autumn menu|winter menu|spring menu)\b/i },
  { category: 'DESSERTS', pattern: /\b(?:desserts?|puddings?|sweets)\b/i },
  { category: 'DRINKS', pattern: /\b(?:drinks?|wines?|wine list|cocktails?|beers?|beverages?|spirits|bar menu|gin|whisk(?:e)?y)\b/i },
  { category: 'BRUNCH', pattern: /\bbrunch\b/i },
  { category: 'BREAKFAST', pattern: /\bbreakfasts?\b/i },
  { category: 'LUNCH', pattern: /\blunch(?:time)?\b/i },
  { category: 'DINNER', pattern: /\b(?:dinner|evening menu|supper)\b/i },
  { category: 'STARTERS', pattern: /\b(?:starters?|appeti[sz]ers?|small plates|tapas|mezze)\b/i },
];

/** Link texts that say nothing of the file: not a title. */
const GENERIC_LINK_TEXT = /^(?:download|open|view|see|click here|here|pdf|image|file|link|read more|more)$/i;

/** At or above: the text reads as a menu (MAIN when no category word says more). */
export const MENU_SCORE_THRESHOLD = 0.35;

export function predictDocumentFile(text: string, fileName: string, linkText: string | null): DocumentFilePrediction {
  const lines = menuLines(text).filter((line) => line !== '');
  const pricedLines = countPricedLines(text);
  const headings = lines.filter((line) => isHeadingLike(line));
  const title = predictTitle(lines, headings, linkText, fileName);
  const menuWords = [...new Set(lines.flatMap((line) => [...line.matchAll(MENU_WORDS)].map((match) => match[0].toLowerCase())))];
  const menuScore = scoreMenu(lines, pricedLines, menuWords.length);

  const named = categoryFromNames([
    { source: 'link text', value: linkText },
    { source: 'file name', value: fileStem(fileName) },
    { source: 'title', value: title },
  ]);
  let category: MenuFileCategory | null;
  let reason: string;
  if (named) {
    category = named.category;
    reason = `${named.category} from the word "${named.word}" in the ${named.source}`;
  } else {
    const fromHeadings = categoryFromHeadings(headings);
    if (fromHeadings) {
      category = fromHeadings;
      reason = `${fromHeadings} because every section heading says so`;
    } else if (lines.length === 0) {
      category = null;
      reason = 'no category: the file has no text and its name says nothing';
    } else {
      category = menuScore >= MENU_SCORE_THRESHOLD ? 'MAIN' : 'OTHER';
      reason = category === 'MAIN' ? 'MAIN as a menu with no narrower category word' : `OTHER as the text does not read as a menu (score below ${MENU_SCORE_THRESHOLD})`;
    }
  }

  const found = lines.length === 0 ? 'No text was found' : `Found ${pricedLines} priced line${pricedLines === 1 ? '' : 's'} in ${lines.length}`;
  const words = menuWords.length > 0 ? `, menu words ${menuWords.slice(0, 4).map((word) => `"${word}"`).join(', ')}` : ', no menu words';
  return {
    category,
    title,
    menuScore,
    dishCount: pricedLines,
    rationale: `${found}${lines.length === 0 ? '' : words}; ${reason}${title ? `; title "${title}"` : ''}.`,
  };
}

const MENU_WORDS = /\b(?:menu|starters?|mains?|sides?|desserts?|drinks?|wines?|breakfast|brunch|lunch|dinner|vegan|vegetarian|gluten|allerg\w*|\(v\)|\(vg\)|\(gf\)|served|dishes|specials?)\b/gi;

function scoreMenu(lines: string[], pricedLines: number, menuWordCount: number): number {
  if (lines.length === 0) return 0;
  const characters = lines.reduce((sum, line) => sum + line.length, 0);
  const priced = Math.min(1, pricedLines / 8) * 0.5;
  const density = Math.min(1, pricedLines / lines.length / 0.3) * 0.2;
  const words = Math.min(1, menuWordCount / 3) * 0.2;
  const length = lines.length >= 3 && characters >= 80 ? 0.1 : 0;
  return Math.round(Math.min(1, priced + density + words + length) * 100) / 100;
}

function predictTitle(lines: string[], headings: string[], linkText: string | null, fileName: string): string | null {
  // The first lines hold a document's title; a heading with a menu word there ('Lunch Menu') is the better pick.
  const top = headings.filter((heading) => lines.indexOf(heading) < 6);
  const heading = top.find((line) => /\bmenu\b/i.test(line)) ?? top[0] ?? null;
  if (heading) return cleanTitle(heading);
  const link = linkText ? cleanTitle(linkText) : null;
  if (link && !GENERIC_LINK_TEXT.test(link)) return link;
  const stem = cleanTitle(fileStem(fileName));
  return stem ? stem.charAt(0).toUpperCase() + stem.slice(1) : null;
}

/** A title as shown: no '(PDF, 3 KB)', no 'Download our', no trailing punctuation, at most 120 characters. */
export function cleanTitle(value: string): string | null {
  const cleaned = value
    .replace(/\((?:[^)]*\b(?:pdf|kb|mb|image|jpe?g|png|webp)\b[^)]*)\)/gi, ' ')
    .replace(/^(?:download|open|view|see|read)\s+(?:(?:our|the)\s+)?/i, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—•·:|]+|[\s\-–—•·:|.,]+$/g, '')
    .trim()
    .slice(0, 120);
  return cleaned === '' ? null : cleaned;
}

function fileStem(fileName: string): string {
  let name = fileName;
  try {
    name = decodeURIComponent(fileName);
  } catch {
    // A malformed escape: the name as it is.
  }
  return name.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/[-_+.]+/g, ' ').trim();
}

function categoryFromNames(names: { source: string; value: string | null }[]): { category: MenuFileCategory; word: string; source: string } | null {
  for (const rule of CATEGORY_RULES) {
    for (const name of names) {
      const match = name.value ? rule.pattern.exec(name.value) : null;
      if (match) return { category: rule.category, word: match[0], source: name.source };
    }
  }
  return null;
}

/** A category when at least two headings name one and no heading names another (a wine list, a dessert card). */
function categoryFromHeadings(headings: string[]): MenuFileCategory | null {
  const named = headings.map((heading) => CATEGORY_RULES.find((rule) => rule.pattern.test(heading))?.category ?? null);
  const categories = new Set(named.filter((category) => category !== null));
  const sectionHeadings = headings.filter((heading) => isSectionWord(heading)).length;
  if (categories.size !== 1) return null;
  const [category] = categories;
  const count = named.filter((value) => value === category).length;
  return count >= 2 && count * 2 >= Math.max(sectionHeadings, 1) ? category : null;
}
