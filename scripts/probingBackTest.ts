// The labelled back-test of probing (issue 28, docs/probing.md): page pairs made from the demo sites and the MenuHost
// family with their instructions (and the family's Carte menus in a table layout with a table template, made here), by
// a fixed seed. Each pair is an old page (as served) and a new one:
//
// - content edits only (prices, dish names, descriptions, added and removed dishes, reordered sections, a new banner,
//   footer changes): labelled unchanged, the template's structure is untouched;
// - a markup change (renamed classes, a new wrapper, tables or lists turned into divs, a changed tag, sections
//   restructured, a field moved out of its item, harmless class or attribute additions), often with content edits too:
//   labelled by running the template: changed when the scrape of the new page differs from the scrape of the same
//   content under the old markup (the markup alone made the difference), unchanged when it is the same (the template
//   does not rely on what changed). The label is what the template does, not what the mutation was meant to do.
//
// Mutations work on the parsed page (htmlparser2, css-select with the template's own selectors, dom-serializer), so
// they apply to any page and template, not to one site's strings.
import { selectAll } from 'css-select';
import render from 'dom-serializer';
import { Element, Text, type AnyNode, type Document, type ParentNode } from 'domhandler';
import { append, getText, prepend, removeElement, appendChild } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { FieldRule, ScrapingInstructions } from '../domain/scrapingInstructions';
import { Random } from '../server/demo/random';
import { DEMO_SITE_PATHS, handleDemoSiteRequest } from '../server/demo-sites/demoSites';
import { demoSiteInstructions } from '../server/demo-sites/demoSiteInstructions';
import { menuHostPageHtml } from '../server/demo-sites/menuHostPages';
import { MENU_HOST_RESTAURANTS, menuHostMenuPath } from '../server/demo-sites/menuHostRestaurants';
import { MENU_HOST_TEMPLATES } from '../server/demo-sites/menuHostTemplates';
import { extractPage } from '../server/scraping/extract';

export interface BasePage {
  name: string;
  url: string;
  html: string;
  instructions: ScrapingInstructions;
}

export interface BackTestPair {
  id: number;
  base: string;
  /** What was done to the new page: content edits, then the markup change if any. */
  edits: string[];
  markup: string | null;
  oldHtml: string;
  newHtml: string;
  url: string;
  instructions: ScrapingInstructions;
  /** The template is at risk on the new page (verified by scraping, see above). */
  changed: boolean;
}

const ORIGIN = 'http://localhost:4000';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A table layout of a menu (the platform family's older "Classic" pages, as Harbour Grill's): heading rows and dish
 * rows in one table. Made here from a MenuHost restaurant's data, so tables that the template reads are in the
 * back-test too, not only the opening-hours tables the other templates remove.
 */
function classicTablePage(restaurant: (typeof MENU_HOST_RESTAURANTS)[number]): string {
  const rows = restaurant.sections.flatMap((section) => [
    `<tr class="menu-heading"><th colspan="2"><span class="menu-heading__title">${escapeHtml(section.title)}</span>${section.note ? ` <small class="menu-heading__note">${escapeHtml(section.note)}</small>` : ''}</th></tr>`,
    ...section.dishes.map(
      (dish) =>
        `<tr class="menu-dish"><td class="menu-dish__text"><b>${escapeHtml(dish.name)}</b>${dish.description ? `<br><i class="menu-dish__desc">${escapeHtml(dish.description)}</i>` : ''}${dish.allergens.length ? `<br><span class="menu-dish__allergens">Contains: ${escapeHtml(dish.allergens.join(', '))}</span>` : ''}</td><td class="menu-dish__price">${dish.price}</td></tr>`,
    ),
  ]);
  return `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(restaurant.name)}</title></head><body class="classic">
<header class="classic-header"><h1>${escapeHtml(restaurant.name)}</h1><p>${escapeHtml(restaurant.street)}, ${escapeHtml(restaurant.town)}</p></header>
<div class="classic-menu"><table class="menu-table"><tbody>${rows.join('')}</tbody></table></div>
<footer class="classic-footer">Prices include VAT.</footer></body></html>`;
}

const CLASSIC_TABLE_TEMPLATE: ScrapingInstructions = {
  format: 1,
  pages: [{ url: 'classic' }],
  menuTitles: {
    selector: 'table.menu-table tr.menu-heading',
    mode: 'heading',
    fields: { title: { selector: 'th .menu-heading__title', required: true }, description: { selector: '.menu-heading__note' } },
  },
  dishes: {
    selector: 'table.menu-table tr.menu-dish',
    fields: {
      name: { selector: 'td.menu-dish__text b', required: true },
      description: { selector: '.menu-dish__desc' },
      price: { selector: 'td.menu-dish__price', required: true },
      allergens: { selector: '.menu-dish__allergens', pattern: '^Contains:\\s*(.+)$' },
    },
  },
};

/** The pages the back-test starts from: every MenuHost menu that is up, and the hand-written demo sites' menus. */
export function backTestBasePages(): BasePage[] {
  const pages: BasePage[] = [];
  for (const restaurant of MENU_HOST_RESTAURANTS) {
    if (restaurant.isDown) continue;
    pages.push({ name: `menuhost:${restaurant.slug}`, url: `${ORIGIN}${menuHostMenuPath(restaurant)}`, html: menuHostPageHtml(restaurant), instructions: MENU_HOST_TEMPLATES[restaurant.variant].instructions });
  }
  // The Carte restaurants again, in the family's table layout.
  for (const restaurant of MENU_HOST_RESTAURANTS) {
    if (restaurant.isDown || restaurant.variant !== 'B') continue;
    pages.push({ name: `menuhost-classic:${restaurant.slug}`, url: `${ORIGIN}/demo-sites/menuhost/r/${restaurant.slug}/classic`, html: classicTablePage(restaurant), instructions: CLASSIC_TABLE_TEMPLATE });
  }
  const sites = [
    ['olive-grove', DEMO_SITE_PATHS.oliveGrove],
    ['harbour-grill', DEMO_SITE_PATHS.harbourGrill],
    ['sakura-noodle-bar', DEMO_SITE_PATHS.sakura],
    ['pizzeria-napoli', DEMO_SITE_PATHS.napoli],
    ['corner-bistro', DEMO_SITE_PATHS.cornerBistro],
  ] as const;
  for (const [site, path] of sites) {
    const response = handleDemoSiteRequest(path);
    if (!response || response.status !== 200) throw new Error(`The demo site ${site} did not answer ${path}.`);
    pages.push({ name: site, url: `${ORIGIN}${path}`, html: response.body.toString('utf8'), instructions: demoSiteInstructions(site, ORIGIN) });
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------------------------------
// The page as the template sees it.

function elementsOf(scope: ParentNode | Element[], selector: string): Element[] {
  try {
    return selectAll(selector, scope as AnyNode[]) as Element[];
  } catch {
    return [];
  }
}

function dishesOf(document: Document, instructions: ScrapingInstructions): Element[] {
  return elementsOf(document, instructions.dishes.selector);
}

function sectionsOf(document: Document, instructions: ScrapingInstructions): Element[] {
  return instructions.menuTitles ? elementsOf(document, instructions.menuTitles.selector) : [];
}

function fieldOf(dish: Element, rule: FieldRule | undefined): Element | null {
  if (!rule?.selector || /^\s*[+~]/.test(rule.selector)) return null;
  return elementsOf([dish], rule.selector).find((element) => element !== dish) ?? null;
}

function setText(element: Element, text: string): void {
  for (const child of [...element.children]) removeElement(child);
  appendChild(element, new Text(text));
}

/** The first text node below an element that holds something (a name inside a link, a price inside a span). */
function firstText(element: Element): Text | null {
  for (const child of element.children) {
    if (child instanceof Text && child.data.trim() !== '') return child;
    if (child instanceof Element) {
      const found = firstText(child);
      if (found) return found;
    }
  }
  return null;
}

function classesOf(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

// ---------------------------------------------------------------------------------------------------------------------
// Content edits: what a restaurant changes on its menu. None touches the mark-up the template reads.

type Edit = (document: Document, instructions: ScrapingInstructions, random: Random) => string | null;

const NEW_DISH_NAMES = ['Roast Squash Risotto', 'Chilli Prawns', 'Lamb Kofta', 'Miso Aubergine', 'Crab Linguine', 'Beetroot Tartare', 'Pork Belly Bao', 'Lemon Posset'];

function changePrices(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const prices = dishesOf(document, instructions)
    .map((dish) => fieldOf(dish, instructions.dishes.fields.price))
    .filter((price): price is Element => price !== null);
  if (prices.length === 0) return null;
  const chosen = random.sample(prices, Math.max(1, Math.round(prices.length * random.next() * 0.6)));
  for (const price of chosen) {
    const text = firstText(price);
    if (!text) continue;
    text.data = text.data.replace(/\d+(?:[.,]\d+)?/, (number) => (Number.parseFloat(number.replace(',', '.')) + random.int(1, 4) * 0.5).toFixed(2));
  }
  return `prices of ${chosen.length} dishes`;
}

function renameDishes(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const names = dishesOf(document, instructions)
    .map((dish) => fieldOf(dish, instructions.dishes.fields.name))
    .filter((name): name is Element => name !== null);
  if (names.length === 0) return null;
  const chosen = random.sample(names, random.int(1, Math.min(3, names.length)));
  for (const name of chosen) {
    const text = firstText(name);
    if (text) text.data = `${random.pick(['House', 'Chef’s', 'Classic', 'Spicy'])} ${text.data.trim()}`;
  }
  return `${chosen.length} dish names`;
}

function editDescriptions(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const descriptions = dishesOf(document, instructions)
    .map((dish) => fieldOf(dish, instructions.dishes.fields.description))
    .filter((description): description is Element => description !== null && firstText(description) !== null);
  if (descriptions.length === 0) return null;
  const chosen = random.sample(descriptions, random.int(1, Math.min(4, descriptions.length)));
  for (const description of chosen) (firstText(description) as Text).data = random.pick(['Now with seasonal greens.', 'Served with fries.', 'Ask about today’s version.']);
  return `${chosen.length} descriptions`;
}

/** The dishes of the menu title a dish is in (container: inside the same section; heading: the run of siblings). */
function sectionMates(dish: Element, dishes: Element[], sections: Element[], instructions: ScrapingInstructions): Element[] {
  if (instructions.menuTitles?.mode === 'heading') {
    const siblings = (dish.parent?.children ?? []).filter((node): node is Element => node instanceof Element);
    const at = siblings.indexOf(dish);
    const dishSet = new Set(dishes);
    let from = at;
    while (from > 0 && dishSet.has(siblings[from - 1])) from -= 1;
    let to = at;
    while (to < siblings.length - 1 && dishSet.has(siblings[to + 1])) to += 1;
    return siblings.slice(from, to + 1);
  }
  const section = sections.filter((candidate) => isInside(dish, candidate)).pop();
  return section ? dishes.filter((other) => isInside(other, section)) : dishes;
}

function isInside(node: AnyNode, ancestor: Element): boolean {
  for (let current = node.parent; current; current = current.parent) if (current === ancestor) return true;
  return false;
}

function addDishes(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const dishes = dishesOf(document, instructions);
  if (dishes.length === 0) return null;
  const count = random.int(1, 3);
  for (let i = 0; i < count; i += 1) {
    const model = random.pick(dishes);
    const copy = model.cloneNode(true);
    const name = fieldOf(copy, instructions.dishes.fields.name);
    const text = name ? firstText(name) : null;
    if (text) text.data = random.pick(NEW_DISH_NAMES);
    append(model, copy);
  }
  return `${count} dishes added`;
}

function removeDishes(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const dishes = dishesOf(document, instructions);
  const sections = sectionsOf(document, instructions);
  // A section keeps at least two of its dishes: a menu loses dishes, not its sections' contents.
  const removable = dishes.filter((dish) => sectionMates(dish, dishes, sections, instructions).length >= 3);
  if (removable.length === 0) return null;
  const chosen = random.sample(removable, random.int(1, Math.min(3, Math.ceil(dishes.length * 0.15))));
  let removed = 0;
  for (const dish of chosen) {
    if (sectionMates(dish, dishesOf(document, instructions), sections, instructions).length < 3) continue;
    removeElement(dish);
    removed += 1;
  }
  return removed > 0 ? `${removed} dishes removed` : null;
}

function reorderSections(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const sections = sectionsOf(document, instructions);
  if (sections.length < 2) return null;
  if (instructions.menuTitles?.mode === 'heading') {
    // A heading and the rows up to the next heading move as one block.
    const first = sections[0];
    const siblings = (first.parent?.children ?? []).filter((node): node is Element => node instanceof Element);
    const headings = sections.filter((section) => section.parent === first.parent);
    if (headings.length < 2) return null;
    const blockOf = (heading: Element) => {
      const at = siblings.indexOf(heading);
      const next = siblings.findIndex((node, index) => index > at && headings.includes(node));
      return siblings.slice(at, next < 0 ? siblings.length : next);
    };
    const moved = blockOf(random.pick(headings.slice(0, -1)));
    const last = blockOf(headings[headings.length - 1]);
    let after = last[last.length - 1];
    for (const element of moved) {
      removeElement(element);
      append(after, element);
      after = element;
    }
    return 'a section moved to the end';
  }
  const siblings = sections.filter((section) => section.parent === sections[0].parent);
  if (siblings.length < 2) return null;
  const [a, b] = random.sample(siblings, 2);
  const marker = new Element('i', {});
  append(a, marker);
  removeElement(a);
  append(b, a);
  removeElement(b);
  append(marker, b);
  removeElement(marker);
  return 'two sections swapped';
}

function addBanner(document: Document, _instructions: ScrapingInstructions, random: Random): string | null {
  const body = elementsOf(document, 'body')[0];
  if (!body) return null;
  const banner = parseDocument(
    random.pick([
      '<div class="promo-banner" role="note"><strong>New:</strong> book your Christmas party with us. <a href="/offers">See offers</a></div>',
      '<aside class="announcement"><h2>Now open on Sundays</h2><p>From 12 until 9, all year round.</p></aside>',
      '<section class="hero"><h2>Welcome</h2><p>Fresh food, cooked to order.</p><ul><li>Dine in</li><li>Take away</li></ul></section>',
    ]),
  ).children[0] as Element;
  prepend(body.children.find((node): node is Element => node instanceof Element) ?? body, banner);
  return 'a banner';
}

function changeFooter(document: Document, _instructions: ScrapingInstructions, random: Random): string | null {
  const body = elementsOf(document, 'body')[0];
  if (!body) return null;
  const footer = elementsOf(document, 'footer')[0];
  const note = parseDocument(`<p class="footer-note">© 2026. ${random.pick(['Follow us on social media.', 'Gift cards available.', 'Privacy policy'])} <a href="/privacy">Privacy</a></p>`).children[0] as Element;
  if (footer) appendChild(footer, note);
  else appendChild(body, parseDocument(`<footer class="page-footer">${render(note)}</footer>`).children[0] as Element);
  return footer ? 'footer text' : 'a new footer';
}

/** A whole section goes, its title and its dishes (a restaurant drops its desserts). */
function removeSection(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const sections = sectionsOf(document, instructions);
  if (sections.length < 3) return null;
  const section = random.pick(sections);
  if (instructions.menuTitles?.mode === 'heading') {
    const dishes = new Set(dishesOf(document, instructions));
    let next = section.next;
    while (next && (!(next instanceof Element) || dishes.has(next))) {
      const gone: AnyNode = next;
      next = next.next;
      removeElement(gone);
    }
  }
  removeElement(section);
  return 'a section removed';
}

/** Some dishes lose their description (the kitchen stopped describing them). */
function dropDescriptions(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const descriptions = dishesOf(document, instructions)
    .map((dish) => fieldOf(dish, instructions.dishes.fields.description))
    .filter((description): description is Element => description !== null);
  if (descriptions.length < 4) return null;
  const chosen = random.sample(descriptions, random.int(1, Math.max(1, Math.floor(descriptions.length / 4))));
  for (const description of chosen) removeElement(description);
  return `${chosen.length} descriptions dropped`;
}

const CONTENT_EDITS: [string, Edit][] = [
  ['removed section', removeSection],
  ['dropped descriptions', dropDescriptions],
  ['prices', changePrices],
  ['names', renameDishes],
  ['descriptions', editDescriptions],
  ['added dishes', addDishes],
  ['removed dishes', removeDishes],
  ['reordered sections', reorderSections],
  ['banner', addBanner],
  ['footer', changeFooter],
];

// ---------------------------------------------------------------------------------------------------------------------
// Markup changes: what a platform release does to its pages.

type Mutation = (document: Document, instructions: ScrapingInstructions, random: Random) => string | null;

/** Classes the template's selectors name that are on the page (cleanup's aside: those elements go anyway). */
function readClasses(document: Document, instructions: ScrapingInstructions): string[] {
  const selectors = [instructions.dishes.selector, ...Object.values(instructions.dishes.fields).map((field) => field?.selector ?? '')];
  for (let level = instructions.menuTitles; level; level = level.children) selectors.push(level.selector, ...Object.values(level.fields).map((field) => field?.selector ?? ''));
  const named = new Set(selectors.flatMap((selector) => [...selector.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => match[1])));
  const onPage = new Set(elementsOf(document, '[class]').flatMap(classesOf));
  return [...named].filter((name) => onPage.has(name)).sort();
}

function renameClass(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const classes = readClasses(document, instructions);
  if (classes.length === 0) return null;
  const from = random.pick(classes);
  const to = random.pick([`${from}-v2`, from.replace(/__/g, '-').replace(/--/g, '_') === from ? `x-${from}` : from.replace(/__/g, '-').replace(/--/g, '_')]);
  for (const element of elementsOf(document, `.${from}`)) element.attribs.class = classesOf(element).map((name) => (name === from ? to : name)).join(' ');
  return `class ${from} renamed ${to}`;
}

function wrap(element: Element, className: string): Element {
  const wrapper = new Element('div', { class: className });
  append(element, wrapper);
  removeElement(element);
  appendChild(wrapper, element);
  return wrapper;
}

/** Everything inside the element moves into a new div. */
function wrapInside(element: Element, className: string): void {
  const wrapper = new Element('div', { class: className });
  for (const child of [...element.children]) {
    removeElement(child);
    appendChild(wrapper, child);
  }
  appendChild(element, wrapper);
}

function wrapDishes(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const dishes = dishesOf(document, instructions);
  if (dishes.length === 0) return null;
  if (random.chance(0.5)) {
    for (const dish of dishes) wrap(dish, 'item-wrap');
    return 'each dish wrapped in a div';
  }
  const parents = [...new Set(dishes.map((dish) => dish.parent as Element))];
  for (const parent of parents) wrapInside(parent, 'list-inner');
  return 'the dishes wrapped in a div inside their list';
}

function wrapSections(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const sections = sectionsOf(document, instructions);
  if (sections.length === 0) return null;
  if (instructions.menuTitles?.mode === 'heading') {
    const parents = [...new Set(sections.map((section) => section.parent as Element))];
    for (const parent of parents) wrapInside(parent, 'rows');
    return 'the rows wrapped in a div';
  }
  if (random.chance(0.5)) {
    for (const section of sections) wrap(section, 'section-wrap');
    return 'each section wrapped in a div';
  }
  for (const section of sections) wrapInside(section, 'section-body');
  return 'each section’s content wrapped in a div';
}

function wrapFields(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const field = random.pick(['name', 'price', 'description'] as const);
  const targets = dishesOf(document, instructions)
    .map((dish) => fieldOf(dish, instructions.dishes.fields[field]))
    .filter((target): target is Element => target !== null);
  if (targets.length === 0) return null;
  for (const target of targets) wrap(target, `${field}-box`);
  return `each dish's ${field} wrapped in a div`;
}

function retag(element: Element, name: string): void {
  element.name = name;
}

function tablesToDivs(document: Document): string | null {
  const cells = elementsOf(document, 'table, thead, tbody, tfoot, tr, td, th, caption');
  if (cells.length === 0) return null;
  for (const cell of cells) retag(cell, 'div');
  return 'tables turned into divs';
}

function listsToDivs(document: Document): string | null {
  const items = elementsOf(document, 'ul, ol, li');
  if (items.length === 0) return null;
  for (const item of items) retag(item, 'div');
  return 'lists turned into divs';
}

function retagItems(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const useSections = random.chance(0.4) && sectionsOf(document, instructions).length > 0;
  const elements = useSections ? sectionsOf(document, instructions) : dishesOf(document, instructions);
  if (elements.length === 0) return null;
  const to = elements[0].name === 'div' ? 'article' : 'div';
  for (const element of elements) retag(element, to);
  return `${useSections ? 'sections' : 'dishes'} made ${to}s`;
}

/** Container sections dissolved (their children take their place), or heading rows grouped into containers. */
function restructureSections(document: Document, instructions: ScrapingInstructions): string | null {
  const sections = sectionsOf(document, instructions);
  if (sections.length === 0) return null;
  if (instructions.menuTitles?.mode === 'heading') {
    const dishes = new Set(dishesOf(document, instructions));
    for (const heading of sections) {
      const group = new Element('section', { class: 'menu-group' });
      append(heading, group);
      let next = group.next;
      removeElement(heading);
      appendChild(group, heading);
      while (next && (!(next instanceof Element) || dishes.has(next) || !sections.includes(next))) {
        const move: AnyNode = next;
        next = next.next;
        if (move instanceof Element && !dishes.has(move)) break;
        removeElement(move);
        appendChild(group, move);
      }
    }
    return 'heading rows grouped into sections';
  }
  for (const section of [...sections].reverse()) {
    const parent = section.parent;
    if (!parent) continue;
    const heading = new Element('h2', { class: 'group-heading' }, [new Text(getText(fieldOf(section, instructions.menuTitles?.fields.title) ?? section).trim().slice(0, 60))]);
    const children = [...section.children];
    let at: AnyNode = section;
    append(at, heading);
    at = heading;
    for (const child of children) {
      removeElement(child);
      append(at, child);
      at = child;
    }
    removeElement(section);
  }
  return 'sections dissolved into a flat list';
}

function moveFieldOut(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const field = random.pick(['price', 'description'] as const);
  let moved = 0;
  for (const dish of dishesOf(document, instructions)) {
    const target = fieldOf(dish, instructions.dishes.fields[field]);
    if (!target) continue;
    removeElement(target);
    append(dish, target);
    moved += 1;
  }
  return moved > 0 ? `each dish's ${field} moved after the dish` : null;
}

function harmlessAttributes(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const dishes = dishesOf(document, instructions);
  if (dishes.length === 0) return null;
  dishes.forEach((dish, index) => {
    dish.attribs.class = `${dish.attribs.class ?? ''} ${random.pick(['is-visible', 'reveal', 'card--compact'])}`.trim();
    dish.attribs['data-index'] = String(index);
  });
  return 'classes and data attributes added to dishes';
}

/** One section of the page gets a new layout (a featured section of cards): its dishes become divs in a new grid. */
function restyleOneSection(document: Document, instructions: ScrapingInstructions, random: Random): string | null {
  const sections = sectionsOf(document, instructions);
  const dishes = dishesOf(document, instructions);
  if (sections.length < 2 || instructions.menuTitles?.mode === 'heading') return null;
  const section = random.pick(sections);
  const inside = dishes.filter((dish) => isInside(dish, section));
  if (inside.length === 0) return null;
  for (const dish of inside) {
    dish.name = 'div';
    dish.attribs.class = 'feature-card';
  }
  return 'one section’s dishes made cards';
}

/** The price goes into the name's element ('Soup <span class="cost">£4</span>'). */
function mergePriceIntoName(document: Document, instructions: ScrapingInstructions): string | null {
  let merged = 0;
  for (const dish of dishesOf(document, instructions)) {
    const name = fieldOf(dish, instructions.dishes.fields.name);
    const price = fieldOf(dish, instructions.dishes.fields.price);
    if (!name || !price || isInside(name, price) || isInside(price, name)) continue;
    removeElement(price);
    price.name = 'span';
    price.attribs.class = 'cost';
    appendChild(name, price);
    merged += 1;
  }
  return merged > 0 ? 'each price moved into its dish’s name' : null;
}

const MARKUP_CHANGES: [string, Mutation][] = [
  ['one section restyled', restyleOneSection],
  ['price merged into name', (document, instructions) => mergePriceIntoName(document, instructions)],
  ['renamed class', renameClass],
  ['wrapped dishes', wrapDishes],
  ['wrapped sections', wrapSections],
  ['wrapped fields', wrapFields],
  ['tables to divs', (document) => tablesToDivs(document)],
  ['lists to divs', (document) => listsToDivs(document)],
  ['retagged items', retagItems],
  ['restructured sections', (document, instructions) => restructureSections(document, instructions)],
  ['field moved out', moveFieldOut],
  ['harmless attributes', harmlessAttributes],
];

// ---------------------------------------------------------------------------------------------------------------------
// Labels: what the template reads.

/** The scrape of a page as compared for the label: every title and dish with its place and content. */
export function scrapeShape(html: string, url: string, instructions: ScrapingInstructions): string {
  const page = extractPage(html, url, instructions, { positionOffset: 0 });
  return JSON.stringify([page.menuTitles.map((title) => [title.key, title.parentKey, title.hash]), page.dishes.map((dish) => [dish.key, dish.menuTitleKey, dish.hash]), page.nextPageUrl, page.tabUrls]);
}

/** The pairs, by a fixed seed: content-only pairs and markup pairs alternate in about equal numbers. */
export function backTestPairs(count: number, seed = 28): BackTestPair[] {
  const random = new Random(seed);
  const bases = backTestBasePages();
  const pairs: BackTestPair[] = [];
  for (let id = 0; pairs.length < count; id += 1) {
    const base = bases[id % bases.length];
    const document = parseDocument(base.html);
    const edits: string[] = [];
    const withMarkup = random.chance(0.55);
    const editCount = withMarkup ? random.int(0, 2) : random.int(1, 3);
    for (const [kind, edit] of random.sample(CONTENT_EDITS, editCount)) {
      const done = edit(document, base.instructions, random);
      if (done) edits.push(`${kind}: ${done}`);
    }
    const contentHtml = render(document);
    let markup: string | null = null;
    if (withMarkup) {
      for (const [kind, mutation] of random.shuffle(MARKUP_CHANGES)) {
        const done = mutation(document, base.instructions, random);
        if (done) {
          markup = `${kind}: ${done}`;
          break;
        }
      }
    }
    if (edits.length === 0 && markup === null) continue;
    const newHtml = render(document);
    const changed = markup !== null && scrapeShape(newHtml, base.url, base.instructions) !== scrapeShape(contentHtml, base.url, base.instructions);
    pairs.push({ id: pairs.length, base: base.name, edits, markup, oldHtml: base.html, newHtml, url: base.url, instructions: base.instructions, changed });
  }
  return pairs;
}
