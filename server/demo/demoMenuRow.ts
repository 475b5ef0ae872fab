// A demo menu's row (the menus table's columns) and a new menu as a menu definition creates it: its page or file on the
// brand's (or the location's) site, in one of the formats, with the odd note and availability comment.
import { slug, type DemoBrand, type DemoLocation } from './buildBrands';
import { AVAILABILITY_COMMENTS, MENU_NOTES } from './catalogue';
import { iso, type Random } from './random';

export type MenuRow = {
  id: number;
  brand_id: number;
  url: string;
  format: MenuFormat;
  status: string;
  is_example: boolean | null;
  not_scrapeable_reason: string | null;
  not_scrapeable_comment: string | null;
  notes: string | null;
  availability_comment: string | null;
  additional_urls: string[] | null;
  scraping_instructions: string | null;
  scraping_instructions_version: number;
  is_html_menu_scraped_in_debug_mode: boolean;
  is_awaiting_scraping: boolean;
  is_awaiting_probing: boolean;
  is_deleted: boolean;
  scraping_type: string | null;
  scraping_issue_comment: string | null;
  scraped_by_id: number | null;
  scraped_date: string | null;
  is_scraped_automatically: boolean;
  dish_count: number;
  created_date: string;
  modified_date: string;
};

export type MenuFormat = 'HTML' | 'PDF' | 'IMAGE' | 'DOCUMENT' | 'HTML_NOT_SCRAPEABLE';

/** A menu being built: its row, its brand and when it was created. */
export interface DemoMenu {
  row: MenuRow;
  brand: DemoBrand;
  createdAt: Date;
}

export function newMenu(random: Random, id: number, brand: DemoBrand, location: DemoLocation | null, at: Date): DemoMenu {
  const format = random.weighted([['HTML', 65], ['PDF', 15], ['IMAGE', 10], ['DOCUMENT', 10]] as const);
  const base = location ? `https://${brand.domain}/${slug(location.town.name)}` : `https://${brand.domain}`;
  const url = { HTML: `${base}/menu`, PDF: `${base}/files/menu.pdf`, IMAGE: `${base}/images/menu.jpg`, DOCUMENT: `${base}/files/menu.docx` }[format];
  const created = iso(at);
  return {
    brand,
    createdAt: at,
    row: {
      id,
      brand_id: brand.id,
      url,
      format,
      status: 'NEW',
      is_example: location ? false : random.chance(0.3) ? true : null,
      not_scrapeable_reason: null,
      not_scrapeable_comment: null,
      notes: random.chance(0.15) ? random.pick(MENU_NOTES) : null,
      availability_comment: random.chance(0.15) ? random.pick(AVAILABILITY_COMMENTS) : null,
      additional_urls: format === 'HTML' && random.chance(0.1) ? [`${base}/drinks`] : null,
      scraping_instructions: null,
      scraping_instructions_version: 0,
      is_html_menu_scraped_in_debug_mode: false,
      is_awaiting_scraping: false,
      is_awaiting_probing: false,
      is_deleted: false,
      scraping_type: null,
      scraping_issue_comment: null,
      scraped_by_id: null,
      scraped_date: null,
      is_scraped_automatically: false,
      dish_count: 0,
      created_date: created,
      modified_date: created,
    },
  };
}
