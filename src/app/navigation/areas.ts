// The main areas of the product (spec 1, section 2): their paths and the permissions that open them. The navigation
// bar, the command palette and the route guards all read this one list.
import { REPORT_KEYS, TASK_KINDS, hasAnyPermission } from '../../../domain/permissions';

export type AreaKey = 'tasks' | 'brands' | 'menus' | 'users' | 'reports' | 'reruns' | 'templates' | 'settings';

export interface Area {
  key: AreaKey;
  label: string;
  path: string;
  /** Any one of these permissions opens the area. */
  anyOf: readonly string[];
  /** 'g x' style jump shortcut. */
  goShortcut?: string;
  keywords: string[];
  description: string;
}

export const AREAS: readonly Area[] = [
  {
    key: 'tasks',
    label: 'Tasks',
    path: '/tasks',
    anyOf: TASK_KINDS.map((kind) => `${kind}.list`),
    goShortcut: 'g t',
    keywords: ['queue', 'brand gateway', 'definition', 'scraping', 'dish review'],
    description: 'Queues of brand gateway, definition, scraping and dish review tasks.',
  },
  {
    key: 'brands',
    label: 'Brands',
    path: '/brands',
    anyOf: ['brand.list'],
    goShortcut: 'g b',
    keywords: ['restaurants', 'locations'],
    description: 'Restaurant brands and their locations.',
  },
  {
    key: 'menus',
    label: 'Menus',
    path: '/menus',
    anyOf: ['menu.list'],
    goShortcut: 'g m',
    keywords: ['dishes'],
    description: 'Menus of brands and locations, and their scraping state.',
  },
  {
    key: 'users',
    label: 'Users',
    path: '/users',
    anyOf: ['user.list'],
    goShortcut: 'g u',
    keywords: ['people', 'accounts', 'roles'],
    description: 'People who use the back office and their roles.',
  },
  {
    key: 'reports',
    label: 'Reports',
    path: '/reports',
    anyOf: REPORT_KEYS.map((key) => `report.${key}`),
    goShortcut: 'g r',
    keywords: ['export', 'csv'],
    description: 'Reports on tasks, scraping and people, as downloadable files.',
  },
  {
    key: 'reruns',
    label: 'Reruns',
    path: '/menu-scraping-reruns',
    anyOf: ['menuScrapingRerun.list'],
    keywords: ['menu scraping reruns', 'sessions'],
    description: 'Bulk menu scraping rerun sessions over time slots.',
  },
  {
    key: 'templates',
    label: 'Templates',
    path: '/menu-scraping-templates',
    // Spec 3, section 6: template and cluster screens need the template admin permission, whatever the cluster ones.
    anyOf: ['menuScrapingTemplate.admin'],
    keywords: ['menu scraping templates', 'clusters'],
    description: 'Menu scraping templates and the clusters of menus they serve.',
  },
  {
    key: 'settings',
    label: 'Settings',
    path: '/settings',
    anyOf: ['commonWebsiteDomain.list', 'platform.list'],
    goShortcut: 'g s',
    keywords: ['platforms', 'common websites', 'common website domains'],
    description: 'Platforms and common website domains.',
  },
];

export function areaByKey(key: AreaKey): Area {
  const area = AREAS.find((candidate) => candidate.key === key);
  if (!area) throw new Error(`Unknown area ${key}`);
  return area;
}

export function canOpenArea(area: Area, permissions: readonly string[]): boolean {
  return hasAnyPermission(permissions, area.anyOf);
}

export function visibleAreas(permissions: readonly string[]): Area[] {
  return AREAS.filter((area) => canOpenArea(area, permissions));
}
