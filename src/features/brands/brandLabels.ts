// How brand enums read on screen: 'Closed permanently' for CLOSED_PERMANENTLY, and the badge colour of each status.
import type { BadgeProps } from '@fluentui/react-components';

/** Words that stay in capitals ('HTML not scrapeable', 'PDF'). */
const ACRONYMS = new Set(['HTML', 'PDF', 'URL', 'ID']);

export function enumLabel(value: string): string {
  const text = value
    .split('_')
    .map((word) => (ACRONYMS.has(word) ? word : word.toLowerCase()))
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function brandStatusColor(status: string): BadgeProps['color'] {
  if (status === 'INCLUDED') return 'success';
  if (status === 'EXCLUDED') return 'danger';
  return 'informative';
}

export function businessStatusColor(status: string): BadgeProps['color'] {
  if (status === 'OPERATIONAL') return 'success';
  if (status === 'CLOSED_PERMANENTLY') return 'danger';
  if (status === 'CLOSED_TEMPORARILY') return 'warning';
  return 'informative';
}

export const brandPath = (databaseId: number) => `/brands/${databaseId}`;
export const locationPath = (databaseId: number) => `/brands/locations/${databaseId}`;
