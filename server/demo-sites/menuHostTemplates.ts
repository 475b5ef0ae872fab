// The MenuHost layouts' templates (docs/scraping-instructions.md; page URLs relative to each menu's URL): one per layout
// variant, written against a plain page of the variant. The demo data stores them as menu scraping templates attached to
// the variants' clusters (server/demo/demoMenuHost.ts); menuHost.test.ts scrapes every menu of the family with them.
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import type { MenuHostVariant } from './menuHostRestaurants';

const CARDS: ScrapingInstructions = {
  format: 1,
  pages: [{ url: 'menu' }],
  menuTitles: {
    selector: 'section.mh-section',
    fields: {
      title: { selector: '.mh-section__title', required: true },
      description: { selector: '.mh-section__note' },
    },
  },
  dishes: {
    selector: 'li.mh-item',
    fields: {
      name: { selector: '.mh-item__name', required: true },
      description: { selector: '.mh-item__desc' },
      price: { selector: '.mh-item__price', required: true },
      diets: { selector: '.mh-tag--diet', multiple: true },
      allergens: { selector: '.mh-tag--allergen', multiple: true },
    },
  },
  cleanup: { remove: ['.mh-cookie', 'footer.mh-footer', '.mh-hours'] },
};

const CARTE: ScrapingInstructions = {
  format: 1,
  pages: [{ url: 'food' }],
  menuTitles: {
    selector: '.carte > h3.carte__heading',
    mode: 'heading',
    fields: {
      title: { selector: '.carte__heading-text', required: true },
      description: { selector: '.carte__heading-note' },
    },
  },
  dishes: {
    selector: '.carte > .carte__row',
    fields: {
      name: { selector: '.carte__name', required: true },
      description: { selector: '.carte__desc' },
      price: { selector: '.carte__price', required: true },
      diets: { selector: '.carte__diet', multiple: true },
      allergens: { selector: '.carte__allergens', pattern: '^Contains:\\s*(.+)$' },
    },
  },
  cleanup: { remove: ['.mh-cookie', 'footer.mh-footer', '.mh-hours'] },
};

export const MENU_HOST_TEMPLATES: Record<MenuHostVariant, { name: string; instructions: ScrapingInstructions }> = {
  A: { name: 'MenuHost Cards layout', instructions: CARDS },
  B: { name: 'MenuHost Carte layout', instructions: CARTE },
};
