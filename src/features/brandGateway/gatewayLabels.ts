// Words the gateway editor shows for enum values.
import { humanize } from '../taskPage/taskPageLogic';

const SPECIAL: Readonly<Record<string, string>> = {
  INACCESSIBLE_URL: 'Inaccessible URL',
  NO_SCRAPABLE_WEBSITE: 'No scrapable website',
  MISC: 'Miscellaneous',
  NOT_SAME: 'Not same',
  UNSET: 'Unset',
};

export function label(value: string | null | undefined): string {
  if (!value) return '-';
  return SPECIAL[value] ?? humanize(value);
}
