// A demo restaurant's menu page (demoRestaurantSite.ts): its sections nested as the menu's titles, each with its note,
// its dishes and then its sub-sections, in the order the demo's run listed them, so the engine reads back the same
// titles and dishes (keys, positions and hashes) that the demo data stored for the menu.
import type { DemoDish, DemoMenuContent } from './composeDemoMenu';

/** Menu titles nest at most this deep on a demo restaurant page (a repeated menu over a section with sub-sections). */
export const DEMO_RESTAURANT_TITLE_LEVELS = 3;

/** The class of a section element at each level (1 = top); its note's class adds '-note'. */
export const sectionClassOf = (level: number) => ['menu-section', 'menu-subsection', 'menu-subsubsection'][level - 1];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]);

function dishHtml(dish: DemoDish, indent: string): string {
  const optional = (className: string, value: string | null, tag = 'p') => (value ? `\n${indent}  <${tag} class="${className}">${escapeHtml(value)}</${tag}>` : '');
  return (
    `${indent}<article class="dish">\n${indent}  <h5 class="dish-name">${escapeHtml(dish.name)}</h5>` +
    optional('price', dish.price, 'span') +
    optional('dish-desc', dish.description) +
    optional('diets', dish.diets) +
    optional('allergens', dish.allergens) +
    `\n${indent}</article>`
  );
}

export function renderDemoRestaurantPage(restaurant: string, content: DemoMenuContent): string {
  const key = (path: readonly string[]) => JSON.stringify(path);
  const dishesOf = new Map<string, DemoDish[]>();
  for (const dish of content.dishes) dishesOf.set(key(dish.path), [...(dishesOf.get(key(dish.path)) ?? []), dish]);
  const childrenOf = new Map<string, DemoMenuContent['titles']>();
  for (const title of content.titles) {
    if (title.path.length > DEMO_RESTAURANT_TITLE_LEVELS) throw new Error(`Demo menu of ${restaurant}: '${title.path.join(' › ')}' nests deeper than ${DEMO_RESTAURANT_TITLE_LEVELS} levels`);
    const parent = key(title.path.slice(0, -1));
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), title]);
  }
  const section = (title: DemoMenuContent['titles'][number]): string => {
    const level = title.path.length;
    const indent = '  '.repeat(level + 1);
    const className = sectionClassOf(level);
    const lines = [`${indent}<section class="${className}">`, `${indent}  <h${level + 1}>${escapeHtml(title.path[level - 1])}</h${level + 1}>`];
    if (title.description) lines.push(`${indent}  <p class="${className}-note">${escapeHtml(title.description)}</p>`);
    for (const dish of dishesOf.get(key(title.path)) ?? []) lines.push(dishHtml(dish, `${indent}  `));
    for (const child of childrenOf.get(key(title.path)) ?? []) lines.push(section(child));
    lines.push(`${indent}</section>`);
    return lines.join('\n');
  };
  return pageHtml(restaurant, 'A demo restaurant site the back office serves itself: the menu as its last scrape found it.', (childrenOf.get(key([])) ?? []).map(section).join('\n'));
}

/** A restaurant's other page (a menu's additional URL, such as its drinks list): no dishes, a note. */
export function renderDemoRestaurantExtraPage(restaurant: string): string {
  return pageHtml(restaurant, 'A demo restaurant site the back office serves itself.', '  <p>Our drinks list changes with the season: please ask at the bar.</p>');
}

function pageHtml(restaurant: string, intro: string, main: string): string {
  const name = escapeHtml(restaurant);
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Menu | ${name}</title>
<style>
  body { font-family: Georgia, 'Times New Roman', serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #2b2a26; line-height: 1.45; }
  header { border-bottom: 1px solid #ccc; margin-bottom: 1.5rem; }
  h1 { font-weight: normal; margin: 0 0 .25rem; }
  section { margin: 1.25rem 0; }
  section section { margin-left: 1rem; }
  .dish { margin: .75rem 0; }
  .dish-name { display: inline; font-size: 1rem; margin: 0; }
  .price { float: right; }
  .dish p { margin: .15rem 0; }
  .diets, .allergens, [class$='-note'] { color: #6b665a; font-size: .9rem; }
</style>
</head>
<body>
<header>
  <h1>${name}</h1>
  <p>${escapeHtml(intro)}</p>
</header>
<main>
${main}
</main>
<footer><p>Prices include VAT. Please tell us about any allergies before you order.</p></footer>
</body>
</html>
`;
}
