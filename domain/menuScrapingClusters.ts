// Menu scraping clusters' inputs (spec 3, sections 4 and 5): the cluster save form and a cluster menu's format and
// not-scrapeable reason, with the spec's messages. Shared by the SPA's forms and the API, so both refuse with the same
// words. Who may change a cluster, and when, is machines/clusterRules.ts.
import * as yup from 'yup';
import { CLUSTER_EXPECTED_MENU_FORMATS } from '../machines/clusterRules';
import { MENU_FORMATS, MENU_NOT_SCRAPEABLE_REASONS, MENU_STATUSES, type MenuFormat, type MenuNotScrapeableReason } from './menuValues';

export const CLUSTER_MESSAGES = {
  /** A cluster menu set to HTML_NOT_SCRAPEABLE without a reason (spec 3, section 4). */
  selectReason: 'Please select a reason',
  formatRequired: 'Menu format is required',
  expectedMenuFormatRequired: 'Expected menu format is required',
  masterIsItself: 'A cluster cannot be its own master cluster.',
  masterCycle: 'The master cluster follows this cluster: a cluster cannot follow its own sub-cluster.',
  masterNotFound: 'Master cluster was not found.',
  templateNotFound: 'Menu scraping template was not found.',
  resetNothing: 'Menus with status NEW and no scraping status have nothing to reset.',
  showSimilarNeedsLead: 'Show similar menus needs the id of a lead menu of the cluster.',
  showStandaloneWithMenuId: 'Show standalone menus cannot be combined with a menu id.',
} as const;

/** The cluster save form (spec 3, section 5: the expected format offers neither HTML_NOT_SCRAPEABLE nor PDF). */
export const clusterInputSchema = yup.object({
  menuScrapingTemplateId: yup.number().integer().positive().nullable().default(null),
  expectedMenuFormat: yup
    .mixed<(typeof CLUSTER_EXPECTED_MENU_FORMATS)[number]>()
    .oneOf([...CLUSTER_EXPECTED_MENU_FORMATS], CLUSTER_MESSAGES.expectedMenuFormatRequired)
    .required(CLUSTER_MESSAGES.expectedMenuFormatRequired),
  areWorkingHoursIrrelevant: yup.boolean().required(),
  masterId: yup.number().integer().positive().nullable().default(null),
});
export type ClusterInput = yup.InferType<typeof clusterInputSchema>;

/** A cluster menu row's format editor: HTML_NOT_SCRAPEABLE needs a reason ('Please select a reason'); other formats clear it. */
export const clusterMenuInputSchema = yup.object({
  format: yup.mixed<MenuFormat>().oneOf([...MENU_FORMATS], CLUSTER_MESSAGES.formatRequired).required(CLUSTER_MESSAGES.formatRequired),
  notScrapeableReason: yup
    .mixed<MenuNotScrapeableReason>()
    .nullable()
    .oneOf([...MENU_NOT_SCRAPEABLE_REASONS, null], CLUSTER_MESSAGES.selectReason)
    .default(null)
    .when('format', ([format], field) => (format === 'HTML_NOT_SCRAPEABLE' ? field.required(CLUSTER_MESSAGES.selectReason) : field)),
});
export type ClusterMenuInput = yup.InferType<typeof clusterMenuInputSchema>;

/** Reset menus is offered for a status row unless it is NEW without a scraping status (spec 3, section 4). */
export function resetMenusRefusal(menuStatus: string, scrapingStatus: string | null): string | null {
  return menuStatus === 'NEW' && scrapingStatus === null ? CLUSTER_MESSAGES.resetNothing : null;
}

export const isMenuStatus = (value: unknown): boolean => (MENU_STATUSES as readonly unknown[]).includes(value);
