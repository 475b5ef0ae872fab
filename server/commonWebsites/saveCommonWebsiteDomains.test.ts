import { describe, expect, it } from 'vitest';
import { missingCommonWebsitePermission } from './saveCommonWebsiteDomains';

const request = (parts: { add?: boolean; change?: boolean; remove?: boolean }) => ({
  newDomains: parts.add ? ['facebook.com'] : [],
  updated: parts.change ? [{ id: 1, websiteDomain: 'instagram.com' }] : [],
  removedIds: parts.remove ? [2] : [],
});

describe('missingCommonWebsitePermission', () => {
  it('asks create for added rows, update for changed ones and delete for removed ones', () => {
    expect(missingCommonWebsitePermission(['commonWebsiteDomain.create'], request({ add: true }))).toBeNull();
    expect(missingCommonWebsitePermission(['commonWebsiteDomain.delete'], request({ add: true, remove: true }))).toBe('commonWebsiteDomain.create');
    expect(missingCommonWebsitePermission(['commonWebsiteDomain.create'], request({ add: true, change: true }))).toBe('commonWebsiteDomain.update');
    expect(missingCommonWebsitePermission(['commonWebsiteDomain.create', 'commonWebsiteDomain.update'], request({ add: true, change: true, remove: true }))).toBe(
      'commonWebsiteDomain.delete',
    );
    expect(missingCommonWebsitePermission([], request({}))).toBeNull();
  });
});
