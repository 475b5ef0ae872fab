import { describe, expect, it } from 'vitest';
import { clusterListApiFilters, readClusterListFilters, withClusterListFilters } from './clusterListQueryString';

describe('the clusters list query string', () => {
  it('reads every filter and the sort by the spec names', () => {
    const params = new URLSearchParams(
      'page=3&hasTemplate=true&templateStatus=VALIDATED&isAssigned=false&assignedToId=12&rerunStepType=NONE&hasUpdatedFingerprints=true&sortingCriterion=MENU_COUNT&sortingOrder=desc',
    );
    expect(readClusterListFilters(params)).toEqual({
      hasTemplate: true,
      templateStatus: 'VALIDATED',
      isAssigned: false,
      assignedToId: '12',
      rerunStepType: 'NONE',
      hasUpdatedFingerprints: true,
      sortingCriterion: 'MENU_COUNT',
      sortingOrder: 'desc',
    });
  });

  it('keeps the template status only while has template is true, and clears it otherwise', () => {
    expect(readClusterListFilters(new URLSearchParams('hasTemplate=false&templateStatus=NEW')).templateStatus).toBeNull();
    expect(readClusterListFilters(new URLSearchParams('templateStatus=NEW')).templateStatus).toBeNull();
    const withStatus = withClusterListFilters(new URLSearchParams(), { hasTemplate: true, templateStatus: 'NEW' });
    expect(withStatus.get('templateStatus')).toBe('NEW');
    const cleared = withClusterListFilters(withStatus, { hasTemplate: null });
    expect(cleared.has('templateStatus')).toBe(false);
    expect(clusterListApiFilters({ ...readClusterListFilters(withStatus), hasTemplate: false }).templateStatus).toBeNull();
  });

  it('goes back to the first page on a change and leaves defaults and unknown values out', () => {
    const next = withClusterListFilters(new URLSearchParams('page=4&sortingCriterion=BOGUS&rerunStepType=NOPE'), { isAssigned: true });
    expect(next.toString()).toBe('isAssigned=true');
  });
});
