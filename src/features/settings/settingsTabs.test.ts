import { describe, expect, it } from 'vitest';
import { settingsTabOfPath, visibleSettingsTabs } from './settingsTabs';

describe('settings tabs', () => {
  it('shows each tab only with its list permission', () => {
    expect(visibleSettingsTabs(['platform.list']).map((tab) => tab.slug)).toEqual(['platforms']);
    expect(visibleSettingsTabs(['commonWebsiteDomain.list', 'platform.list']).map((tab) => tab.slug)).toEqual(['common-websites', 'platforms']);
    expect(visibleSettingsTabs([])).toEqual([]);
  });

  it('finds the tab of a nested path', () => {
    expect(settingsTabOfPath('/settings/platforms/12')?.slug).toBe('platforms');
    expect(settingsTabOfPath('/settings/platforms-x')).toBeUndefined();
    expect(settingsTabOfPath('/settings')).toBeUndefined();
  });
});
