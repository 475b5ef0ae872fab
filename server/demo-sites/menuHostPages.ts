// The MenuHost restaurants' pages (menuHostRestaurants.ts), generated from their data as the made-up host's product
// would: one shared stylesheet, the "Cards" layout (variant A) or the "Carte" layout (variant B), three variant A pages
// whose mark-up differs (COMPLEX), and a maintenance page with a 503 for the restaurant that is down. Static HTML: no
// scripts, nothing loaded from elsewhere. Rendered once per page per process.
import type { DemoSiteResponse } from './demoSites';
import {
  MENU_HOST_PAGE,
  MENU_HOST_PREFIX,
  MENU_HOST_RESTAURANTS,
  MENU_HOST_STYLESHEET,
  menuHostMenuPath,
  menuHostRestaurantBySlug,
  type MenuHostDish,
  type MenuHostRestaurant,
  type MenuHostSection,
  type OpeningDay,
} from './menuHostRestaurants';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const DIET_NAMES: Record<string, string> = { V: 'Vegetarian', VG: 'Vegan', GF: 'Gluten free' };
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const STYLESHEET = `/* MenuHost restaurant sites: shared stylesheet (Cards and Carte layouts) */
:root { --mh-ink: #22252a; --mh-muted: #6b7079; --mh-accent: #d3542c; --mh-paper: #fbfaf7; --mh-line: #e6e2da; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--mh-paper); color: var(--mh-ink); font-family: 'Helvetica Neue', Arial, sans-serif; line-height: 1.5; }
a { color: var(--mh-accent); }
.mh-header { background: #fff; border-bottom: 1px solid var(--mh-line); padding: 1.25rem 2rem; display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 1rem; }
.mh-brand { font-size: 1.5rem; font-weight: 700; color: var(--mh-ink); text-decoration: none; }
.mh-address { margin: 0; color: var(--mh-muted); font-size: .9rem; }
.mh-nav a { margin-left: 1rem; text-decoration: none; text-transform: uppercase; font-size: .8rem; letter-spacing: .06em; }
.mh-nav a.is-active { border-bottom: 2px solid var(--mh-accent); }
.mh-menu, .carte-page { max-width: 56rem; margin: 0 auto; padding: 2rem 1.5rem 4rem; }
.mh-title { font-size: 2.2rem; margin: 0 0 .5rem; }
.mh-legend { list-style: none; padding: 0; display: flex; gap: 1rem; color: var(--mh-muted); font-size: .8rem; }
.mh-section { margin: 2.5rem 0 0; }
.mh-section__title { font-size: 1.5rem; margin: 0; border-bottom: 2px solid var(--mh-ink); padding-bottom: .25rem; }
.mh-section__note { margin: .35rem 0 0; color: var(--mh-muted); font-style: italic; }
.mh-items { list-style: none; margin: 1rem 0 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(24rem, 1fr)); gap: 1rem 2rem; }
.mh-item { padding: .6rem 0; border-bottom: 1px dotted var(--mh-line); }
.mh-item__head { display: flex; justify-content: space-between; gap: 1rem; align-items: baseline; }
.mh-item__name { font-size: 1.05rem; margin: 0; }
.mh-item__price { font-weight: 700; color: var(--mh-accent); white-space: nowrap; }
.mh-item__desc { margin: .2rem 0; color: #4a4e55; font-size: .95rem; }
.mh-tag { display: inline-block; margin-right: .3rem; padding: 0 .4rem; border-radius: 3px; font-size: .7rem; text-transform: uppercase; }
.mh-tag--diet { background: #e3efd9; color: #2f5a1b; }
.mh-tag--allergen { background: #f6e3dc; color: #8a3117; }
.mh-group { margin: 3rem 0 0; padding: 1.5rem; background: #fff; border: 1px solid var(--mh-line); }
.mh-group__title { font-size: 2rem; margin: 0; color: var(--mh-accent); }
.mh-specials { margin: 2rem 0 0; padding: 1.25rem 1.5rem; background: #22252a; color: #f5f1e8; border-radius: 8px; }
.mh-specials__title { margin: 0 0 .75rem; }
.mh-specials__table { width: 100%; border-collapse: collapse; }
.mh-specials__table td { padding: .35rem 0; border-bottom: 1px solid #444; vertical-align: top; }
.mh-special__price { text-align: right; white-space: nowrap; }
.mh-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 1rem; margin: 1rem 0 0; }
.mh-card { background: #fff; border: 1px solid var(--mh-line); border-radius: 8px; display: flex; flex-direction: column; justify-content: space-between; }
.mh-card__body { padding: 1rem; }
.mh-card__name { margin: 0 0 .35rem; font-size: 1.05rem; }
.mh-card__footer { padding: .5rem 1rem; border-top: 1px solid var(--mh-line); font-weight: 700; color: var(--mh-accent); }
.carte { border-top: 3px double var(--mh-ink); margin-top: 1.5rem; }
.carte__heading { margin: 2rem 0 .5rem; font-variant: small-caps; font-size: 1.4rem; letter-spacing: .05em; }
.carte__heading-note { font-variant: normal; font-weight: normal; color: var(--mh-muted); font-size: .85rem; margin-left: .5rem; }
.carte__row { display: grid; grid-template-columns: auto 1fr auto; align-items: baseline; gap: 0 .5rem; padding: .3rem 0; }
.carte__dots { border-bottom: 1px dotted var(--mh-muted); }
.carte__price { font-weight: 700; }
.carte__desc, .carte__info { grid-column: 1 / -1; margin: 0; color: var(--mh-muted); font-size: .9rem; }
.carte__diet { text-decoration: none; margin-right: .25rem; color: #2f5a1b; font-weight: 700; }
.mh-hours { max-width: 56rem; margin: 0 auto; padding: 1.5rem; border-top: 1px solid var(--mh-line); }
.mh-hours table { border-collapse: collapse; }
.mh-hours td { padding: .15rem 1.5rem .15rem 0; }
.mh-footer { background: #22252a; color: #bbb; padding: 1.5rem 2rem; font-size: .8rem; }
.mh-footer a { color: #eee; }
.mh-cookie { position: fixed; left: 0; right: 0; bottom: 0; background: #fff; border-top: 1px solid var(--mh-line); padding: .75rem 2rem; font-size: .85rem; }
.mh-down { min-height: 100vh; display: flex; align-items: center; justify-content: center; text-align: center; }
.mh-down__card { max-width: 30rem; padding: 2.5rem 2rem; border: 2px dashed var(--mh-accent); border-radius: 12px; background: #fff; }
`;

function hoursTable(days: readonly OpeningDay[]): string {
  const byDay = new Map(days.map((day) => [day.dayOfWeek, day.intervals]));
  const rows = [1, 2, 3, 4, 5, 6, 0].map((day) => {
    const intervals = byDay.get(day) ?? [];
    const text = intervals.length ? intervals.map((interval) => `${interval.openTime}&ndash;${interval.closeTime}`).join(', ') : 'Closed';
    return `<tr><td>${DAY_NAMES[day]}</td><td>${text}</td></tr>`;
  });
  return `<section class="mh-hours" id="hours"><h2>Opening hours</h2><table>${rows.join('')}</table></section>`;
}

function page(restaurant: MenuHostRestaurant, bodyClass: string, title: string, main: string): string {
  const path = menuHostMenuPath(restaurant);
  const otherPage = restaurant.variant === 'A' ? 'Order ahead' : 'Gift cards';
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} | ${escape(restaurant.name)}, ${escape(restaurant.town)}</title>
<meta name="generator" content="MenuHost ${restaurant.variant === 'A' ? 'Cards 3.2' : 'Carte 1.8'}">
<link rel="canonical" href="${path}">
<link rel="stylesheet" href="${MENU_HOST_STYLESHEET}">
</head>
<body class="${bodyClass}">
<header class="mh-header">
  <a class="mh-brand" href="${path}">${escape(restaurant.name)}</a>
  <p class="mh-address">${escape(restaurant.street)}, ${escape(restaurant.town)} ${escape(restaurant.postCode)} &middot; ${escape(restaurant.phone)}</p>
  <nav class="mh-nav" aria-label="Restaurant"><a class="is-active" href="${MENU_HOST_PAGE[restaurant.variant]}">Menu</a><a href="#hours">Opening hours</a><a href="#">${otherPage}</a></nav>
</header>
${main}
${hoursTable(restaurant.openingHours)}
<footer class="mh-footer">Allergen information is available from our staff. Prices include VAT. Website by <a href="${MENU_HOST_PREFIX}">MenuHost</a>.</footer>
<div class="mh-cookie">We use a cookie to remember your table preferences. <a href="#">OK</a></div>
</body>
</html>
`;
}

// Variant A, "Cards": sections are containers, each dish a list item.
function cardsItem(dish: MenuHostDish): string {
  const tags = [
    ...dish.diets.map((diet) => `<span class="mh-tag mh-tag--diet" title="${DIET_NAMES[diet] ?? diet}">${diet}</span>`),
    ...dish.allergens.map((allergen) => `<span class="mh-tag mh-tag--allergen">${escape(allergen)}</span>`),
  ];
  return `      <li class="mh-item">
        <div class="mh-item__head"><h3 class="mh-item__name">${escape(dish.name)}</h3><span class="mh-item__price">${dish.price}</span></div>${dish.description ? `\n        <p class="mh-item__desc">${escape(dish.description)}</p>` : ''}${tags.length ? `\n        <p class="mh-item__tags">${tags.join(' ')}</p>` : ''}
      </li>`;
}

function cardsSectionHead(section: MenuHostSection, heading: 'h2' | 'h3'): string {
  return `<header class="mh-section__head"><${heading} class="mh-section__title">${escape(section.title)}</${heading}>${section.note ? `<p class="mh-section__note">${escape(section.note)}</p>` : ''}</header>`;
}

function cardsSection(section: MenuHostSection, index: number, heading: 'h2' | 'h3' = 'h2'): string {
  return `  <section class="mh-section" id="section-${index + 1}">
    ${cardsSectionHead(section, heading)}
    <ul class="mh-items">
${section.dishes.map(cardsItem).join('\n')}
    </ul>
  </section>`;
}

/** COMPLEX 'specials-table': the first section is a board of the day's dishes, a table outside the sections. */
function specialsBoard(section: MenuHostSection): string {
  const rows = section.dishes.map(
    (dish) =>
      `<tr><td class="mh-special__name"><strong>${escape(dish.name)}</strong>${dish.description ? `<br><em>${escape(dish.description)}</em>` : ''}</td><td class="mh-special__price">${dish.price}</td></tr>`,
  );
  return `  <aside class="mh-specials" aria-label="${escape(section.title)}">
    <h2 class="mh-specials__title">${escape(section.title)}${section.note ? ` <small>${escape(section.note)}</small>` : ''}</h2>
    <table class="mh-specials__table">${rows.join('')}</table>
  </aside>`;
}

/** COMPLEX 'card-section': a featured section whose dishes are cards with a body and a footer, not list items. */
function featuredSection(section: MenuHostSection, index: number): string {
  const cards = section.dishes.map(
    (dish) => `      <div class="mh-card">
        <div class="mh-card__body"><h3 class="mh-card__name">${escape(dish.name)}</h3>${dish.description ? `<p class="mh-card__desc">${escape(dish.description)}</p>` : ''}</div>
        <div class="mh-card__footer"><span class="mh-card__price">${dish.price}</span>${dish.diets.map((diet) => ` <span class="mh-tag mh-tag--diet">${diet}</span>`).join('')}</div>
      </div>`,
  );
  return `  <section class="mh-section mh-section--featured" id="section-${index + 1}">
    ${cardsSectionHead(section, 'h2')}
    <div class="mh-cards">
${cards.join('\n')}
    </div>
  </section>`;
}

function cardsPage(restaurant: MenuHostRestaurant): string {
  const parts: string[] = [];
  const { sections, complexity } = restaurant;
  if (complexity === 'grouped-sections') {
    // COMPLEX 'grouped-sections': the sections sit under Food and Drinks groups, with an extra wrapper each.
    const groups = [...new Set(sections.map((section) => section.group ?? ''))];
    for (const group of groups) {
      const inGroup = sections.map((section, index) => ({ section, index })).filter(({ section }) => (section.group ?? '') === group);
      parts.push(`  <section class="mh-group">
    <h2 class="mh-group__title">${escape(group)}</h2>
    <div class="mh-group__body">
${inGroup.map(({ section, index }) => cardsSection(section, index, 'h3')).join('\n')}
    </div>
  </section>`);
    }
  } else {
    sections.forEach((section, index) => {
      if (complexity === 'specials-table' && index === 0) parts.push(specialsBoard(section));
      else if (complexity === 'card-section' && index === 1) parts.push(featuredSection(section, index));
      else parts.push(cardsSection(section, index));
    });
  }
  const legend = '<ul class="mh-legend"><li>V vegetarian</li><li>VG vegan</li><li>GF gluten free</li></ul>';
  return page(restaurant, 'mh mh--cards', 'Menu', `<main class="mh-menu">\n  <h1 class="mh-title">Our menu</h1>\n  ${legend}\n${parts.join('\n')}\n</main>`);
}

// Variant B, "Carte": one flat list in which a heading row starts each section.
function carteRow(dish: MenuHostDish): string {
  const info = [
    ...dish.diets.map((diet) => `<abbr class="carte__diet" title="${DIET_NAMES[diet] ?? diet}">${diet}</abbr>`),
    ...(dish.allergens.length ? [`<span class="carte__allergens">Contains: ${escape(dish.allergens.join(', '))}</span>`] : []),
  ];
  return `  <div class="carte__row"><span class="carte__name">${escape(dish.name)}</span><span class="carte__dots" aria-hidden="true"></span><span class="carte__price">${dish.price}</span>${dish.description ? `<p class="carte__desc">${escape(dish.description)}</p>` : ''}${info.length ? `<p class="carte__info">${info.join(' ')}</p>` : ''}</div>`;
}

function cartePage(restaurant: MenuHostRestaurant): string {
  const rows = restaurant.sections.flatMap((section) => [
    `  <h3 class="carte__heading"><span class="carte__heading-text">${escape(section.title)}</span>${section.note ? `<small class="carte__heading-note">${escape(section.note)}</small>` : ''}</h3>`,
    ...section.dishes.map(carteRow),
  ]);
  return page(restaurant, 'mh mh--carte', 'Food', `<main class="carte-page">\n<h1>Food</h1>\n<div class="carte">\n${rows.join('\n')}\n</div>\n</main>`);
}

function maintenancePage(restaurant: MenuHostRestaurant): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${escape(restaurant.name)} &ndash; back soon</title>
<link rel="stylesheet" href="${MENU_HOST_STYLESHEET}">
</head>
<body class="mh mh-down">
<div class="mh-down__card" role="main">
  <h1>Back soon</h1>
  <p>${escape(restaurant.name)}&rsquo;s menu is being updated. Please try again in a little while.</p>
  <p>Call us on ${escape(restaurant.phone)} to book a table.</p>
</div>
</body>
</html>
`;
}

function indexPage(): string {
  const items = MENU_HOST_RESTAURANTS.map(
    (restaurant) =>
      `<li><a href="${menuHostMenuPath(restaurant)}">${escape(restaurant.name)}</a> <small>${escape(restaurant.town)} &middot; ${restaurant.variant === 'A' ? 'Cards' : 'Carte'}${restaurant.complexity ? ` &middot; ${restaurant.complexity}` : ''}${restaurant.isDown ? ' &middot; down' : ''}</small></li>`,
  );
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>MenuHost &ndash; restaurant websites</title>
<link rel="stylesheet" href="${MENU_HOST_STYLESHEET}">
</head>
<body class="mh">
<main class="mh-menu">
<h1 class="mh-title">MenuHost</h1>
<p>Restaurant websites with menus that update themselves. ${MENU_HOST_RESTAURANTS.length} restaurants use MenuHost.</p>
<ul>
${items.join('\n')}
</ul>
</main>
</body>
</html>
`;
}

/** The restaurant's menu page as served (the down one's maintenance page included). */
export function menuHostPageHtml(restaurant: MenuHostRestaurant): string {
  if (restaurant.isDown) return maintenancePage(restaurant);
  return restaurant.variant === 'A' ? cardsPage(restaurant) : cartePage(restaurant);
}

const rendered = new Map<string, Buffer>();

function once(key: string, render: () => string): Buffer {
  let body = rendered.get(key);
  if (!body) {
    body = Buffer.from(render());
    rendered.set(key, body);
  }
  return body;
}

function answer(status: number, type: string, body: Buffer, extra: Record<string, string> = {}): DemoSiteResponse {
  return { status, headers: { 'content-type': type, 'content-length': String(body.length), ...extra }, body };
}

/**
 * What a restaurant's menu page answers instead of its own, per process (a test seam: the probing tests serve a layout
 * change, a content change or an outage of one site, tests/api/probing.test.ts). Nothing sets it outside tests.
 */
const servedInstead = new Map<string, { status: number; html: string }>();

/** Serves `page` for the restaurant's menu page from now on; null serves its own page again. */
export function serveMenuHostPageInstead(slug: string, page: { status: number; html: string } | null): void {
  if (page) servedInstead.set(slug, page);
  else servedInstead.delete(slug);
}

/**
 * Answers a path under /demo-sites/menuhost/ (query string already removed): the family's index, its stylesheet, and
 * each restaurant's menu page at its variant's path; null for any other path (the caller's 404).
 */
export function answerMenuHostRequest(pathOnly: string, retryAfterSeconds: number): DemoSiteResponse | null {
  const cache = { 'cache-control': 'public, max-age=300' };
  if (pathOnly === MENU_HOST_PREFIX) return answer(200, 'text/html; charset=utf-8', once('index', indexPage), cache);
  if (pathOnly === MENU_HOST_STYLESHEET) return answer(200, 'text/css; charset=utf-8', Buffer.from(STYLESHEET), cache);
  const match = /^\/demo-sites\/menuhost\/r\/([a-z0-9-]+)\/([a-z]+)$/.exec(pathOnly);
  const restaurant = match ? menuHostRestaurantBySlug(match[1]) : null;
  if (!match || !restaurant || match[2] !== MENU_HOST_PAGE[restaurant.variant]) return null;
  const instead = servedInstead.get(restaurant.slug);
  if (instead) return answer(instead.status, 'text/html; charset=utf-8', Buffer.from(instead.html), { 'cache-control': 'no-store' });
  if (restaurant.isDown) {
    return answer(503, 'text/html; charset=utf-8', once(restaurant.slug, () => menuHostPageHtml(restaurant)), { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' });
  }
  return answer(200, 'text/html; charset=utf-8', once(restaurant.slug, () => menuHostPageHtml(restaurant)), cache);
}
