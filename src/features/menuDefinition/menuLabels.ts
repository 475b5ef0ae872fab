// The words the menu definition page shows for the API's enum values.
import type { LocationMenuStatus, MenuFormat } from '../../../domain/menuDefinitionSchemas';
import { humanize } from '../taskPage/taskPageLogic';

export const MENU_STATUS_LABELS: Record<LocationMenuStatus, string> = {
  OWN_MENU: 'Own menu',
  SAME_AS_BRAND: 'Same as brand',
  NO_MENU: 'No menu',
};

export const MENU_FORMAT_LABELS: Record<MenuFormat, string> = {
  HTML: 'HTML',
  PDF: 'PDF',
  IMAGE: 'Image',
  DOCUMENT: 'Document',
  HTML_NOT_SCRAPEABLE: 'HTML not scrapeable',
};

export const menuStatusLabel = (status: string | null | undefined) => (status ? (MENU_STATUS_LABELS[status as LocationMenuStatus] ?? humanize(status)) : '-');
export const menuFormatLabel = (format: string | null | undefined) => (format ? (MENU_FORMAT_LABELS[format as MenuFormat] ?? humanize(format)) : '-');
export const notScrapeableReasonLabel = (reason: string | null | undefined) => humanize(reason);
