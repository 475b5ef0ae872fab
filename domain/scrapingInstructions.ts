// Scraping instructions: our JSON format for "where the menu is on these pages" (issue 12; reference and worked
// examples in docs/scraping-instructions.md). A menu stores one versioned copy; templates reuse the same format. The JSON
// Schema that validates an upload (with messages naming the path of the fault) is in scrapingInstructionsSchema.ts;
// these types are what a document that passed it looks like.

/** The version of the format itself (not of a menu's instructions): documents say which one they were written for. */
export const SCRAPING_INSTRUCTIONS_FORMAT = 1;

/**
 * How to read one value inside an element: the first match of `selector` (CSS, relative to the element; omitted: the
 * element itself), its text or one attribute, optionally cut down by a pattern (RE2 syntax, linear time; the first
 * capture group, or the whole match). `multiple` joins every match with ', ' (diets, allergens as lists).
 */
export interface FieldRule {
  selector?: string;
  attribute?: string;
  pattern?: string;
  multiple?: boolean;
  /** A run in which this field matches nothing on any item is an error, not an empty menu (issue 12). */
  required?: boolean;
}

export const DISH_FIELDS = ['name', 'description', 'price', 'calories', 'diets', 'addons', 'miscInfo', 'allergens', 'ingredients', 'nutritions'] as const;
export type DishField = (typeof DISH_FIELDS)[number];

export const MENU_TITLE_FIELDS = ['title', 'description', 'calories', 'diets', 'addons', 'miscInfo', 'allergens', 'nutritions'] as const;
export type MenuTitleField = (typeof MENU_TITLE_FIELDS)[number];

/**
 * Menu titles (sections). `container` mode: each match of `selector` is a section that holds its dishes (and its child
 * sections, nesting through `children`). `heading` mode: each match starts a section that runs until the next match, for
 * flat layouts such as a table whose heading rows and dish rows are siblings.
 */
export interface MenuTitleRule {
  selector: string;
  mode?: 'container' | 'heading';
  fields: { title: FieldRule } & Partial<Record<Exclude<MenuTitleField, 'title'>, FieldRule>>;
  children?: MenuTitleRule;
}

export interface DishRule {
  /** Each match is one dish, looked for inside its section (or the whole page when there are no menu titles). */
  selector: string;
  fields: { name: FieldRule } & Partial<Record<Exclude<DishField, 'name'>, FieldRule>>;
}

export interface PageRule {
  url: string;
  /** Follow a 'next page' link until it is missing or maxPages pages were read. */
  pagination?: { nextSelector: string; maxPages: number };
  /** Tabs served as pages of their own: every link matching linkSelector on this page is read too (at most maxTabs). */
  tabs?: { linkSelector: string; maxTabs: number };
}

export interface AvailabilityRule {
  /** An element matching this inside a section marks the section (and its dishes) available everywhere. */
  everywhereSelector?: string;
  /** Dishes or sections matching this are left out (sold out, hidden, not offered here). */
  unavailableSelector?: string;
}

export interface CleanupRule {
  /** Elements removed before anything is read (scripts, adverts, cookie banners). */
  remove?: string[];
  /** Text replacements applied to every value read (RE2 pattern, replacement with $1 groups). */
  replace?: { pattern: string; with: string }[];
}

export interface ScrapingInstructions {
  format: typeof SCRAPING_INSTRUCTIONS_FORMAT;
  pages: PageRule[];
  menuTitles?: MenuTitleRule;
  dishes: DishRule;
  availability?: AvailabilityRule;
  cleanup?: CleanupRule;
}
