// Hand-made menu pages for the probing tests (fingerprint.test.ts, fingerprintDiff.test.ts): one page builder with the
// options a content edit or a markup change touches, and the templates that read it.
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';

export const PAGE_URL = 'https://probe.example/menu';

export interface Dish {
  name: string;
  price: string;
  description?: string;
}

export interface Section {
  title: string;
  dishes: Dish[];
}

export const SECTIONS: Section[] = [
  {
    title: 'Starters',
    dishes: [
      { name: 'Soup', price: '£4.50', description: 'Of the day' },
      { name: 'Bread', price: '£3.00', description: 'Warm, with butter' },
      { name: 'Olives', price: '£3.50' },
    ],
  },
  {
    title: 'Mains',
    dishes: [
      { name: 'Risotto', price: '£12.00', description: 'Wild mushroom' },
      { name: 'Steak', price: '£21.00', description: 'With chips' },
      { name: 'Fish pie', price: '£14.50', description: 'Smoked haddock' },
      { name: 'Burger', price: '£13.00' },
    ],
  },
  {
    title: 'Desserts',
    dishes: [
      { name: 'Tart', price: '£6.00', description: 'Lemon' },
      { name: 'Ice cream', price: '£5.00', description: 'Three scoops' },
    ],
  },
];

export interface PageOptions {
  sections?: Section[];
  /** Markup: the class of the price element (the template reads '.price'). */
  priceClass?: string;
  /** Markup: a div between the list and its dishes (the template reads 'ul.dishes > li.dish'). */
  wrapList?: boolean;
  /** Markup: a div around each price (harmless: '.price' is a descendant selector). */
  wrapPrice?: boolean;
  /** Markup: the sections' titles and dishes straight in main, no section containers. */
  flatSections?: boolean;
  /** Markup: the dishes of the section at this index are cards (div.card), not list items. */
  cardsSection?: number;
  /** Markup: classes added to every dish (harmless). */
  extraDishClass?: string;
  banner?: boolean;
  footer?: string;
}

function dishHtml(dish: Dish, options: PageOptions, tag = 'li', className = 'dish'): string {
  const price = `<span class="${options.priceClass ?? 'price'}">${dish.price}</span>`;
  const classes = options.extraDishClass ? `${className} ${options.extraDishClass}` : className;
  return `<${tag} class="${classes}"><h3 class="name">${dish.name}</h3>${options.wrapPrice ? `<div class="price-box">${price}</div>` : price}${dish.description ? `<p class="desc">${dish.description}</p>` : ''}</${tag}>`;
}

/** A menu page: header, optional banner, the sections, footer. */
export function menuPage(options: PageOptions = {}): string {
  const sections = options.sections ?? SECTIONS;
  const body = sections.map((section, index) => {
    if (options.flatSections) return `<h2 class="title">${section.title}</h2>${section.dishes.map((dish) => dishHtml(dish, options, 'div')).join('')}`;
    if (options.cardsSection === index) {
      return `<section class="menu" id="s${index}"><h2 class="title">${section.title}</h2><div class="cards">${section.dishes.map((dish) => dishHtml(dish, options, 'div', 'card')).join('')}</div></section>`;
    }
    const items = section.dishes.map((dish) => dishHtml(dish, options)).join('');
    return `<section class="menu" id="s${index}"><h2 class="title">${section.title}</h2><ul class="dishes">${options.wrapList ? `<div class="list">${items}</div>` : items}</ul></section>`;
  });
  return `<!DOCTYPE html><html><head><title>Menu</title></head><body class="site">
<header class="top" id="top"><a class="logo" href="/">The Place</a></header>
${options.banner ? '<div class="promo" id="promo"><h2 class="promo-title">New: Sunday roasts</h2><p>Book now</p></div>' : ''}
<main class="carte" id="menu">${body.join('\n')}</main>
<footer class="bottom">${options.footer ?? 'Prices include VAT.'}</footer>
</body></html>`;
}

/** Reads menuPage: sections as containers, dishes as the list's children. */
export const TEMPLATE: ScrapingInstructions = {
  format: 1,
  pages: [{ url: PAGE_URL }],
  menuTitles: { selector: 'section.menu', fields: { title: { selector: '.title', required: true } } },
  dishes: {
    selector: 'ul.dishes > li.dish',
    fields: {
      name: { selector: '.name', required: true },
      price: { selector: '.price', required: true },
      description: { selector: '.desc' },
    },
  },
};

/** The same reading, with a selector only the tree reader decides (':empty'): the page is read from the tree. */
export const TREE_TEMPLATE: ScrapingInstructions = {
  ...TEMPLATE,
  dishes: { ...TEMPLATE.dishes, selector: 'ul.dishes > li.dish:not(:empty)' },
};

/** A table menu (heading rows and dish rows) and its template. */
export function tableMenuPage(options: { asDivs?: boolean; extraRow?: boolean } = {}): string {
  const rows = SECTIONS.flatMap((section) => [
    `<tr class="section"><th colspan="2">${section.title}</th></tr>`,
    ...section.dishes.map((dish) => `<tr class="dish"><td class="name">${dish.name}</td><td class="price">${dish.price}</td></tr>`),
  ]);
  if (options.extraRow) rows.push('<tr class="dish"><td class="name">Cheese board</td><td class="price">£9.00</td></tr>');
  const html = `<html><body><table class="menu"><tbody>${rows.join('')}</tbody></table></body></html>`;
  return options.asDivs ? html.replace(/<(\/?)(table|tbody|tr|td|th)\b/g, '<$1div') : html;
}

export const TABLE_TEMPLATE: ScrapingInstructions = {
  format: 1,
  pages: [{ url: PAGE_URL }],
  menuTitles: { selector: 'table.menu tr.section', mode: 'heading', fields: { title: { selector: 'th', required: true } } },
  dishes: { selector: 'table.menu tr.dish', fields: { name: { selector: 'td.name', required: true }, price: { selector: 'td.price', required: true } } },
};
