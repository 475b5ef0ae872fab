// The tabs of /settings (spec 3, section 2): each opens with its own list permission. The tab bar, the landing
// redirect and the route guards read this one list.
import { hasAnyPermission } from '../../../domain/permissions';

export interface SettingsTab {
  slug: 'common-websites' | 'platforms';
  label: string;
  path: string;
  permission: string;
}

export const SETTINGS_TABS: readonly SettingsTab[] = [
  { slug: 'common-websites', label: 'Common websites', path: '/settings/common-websites', permission: 'commonWebsiteDomain.list' },
  { slug: 'platforms', label: 'Platforms', path: '/settings/platforms', permission: 'platform.list' },
];

export function visibleSettingsTabs(permissions: readonly string[]): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => hasAnyPermission(permissions, [tab.permission]));
}

/** The tab a path belongs to (/settings/platforms/12 is the Platforms tab). */
export function settingsTabOfPath(pathname: string): SettingsTab | undefined {
  return SETTINGS_TABS.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`));
}
