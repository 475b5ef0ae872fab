import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../../../domain/roles';
import { AREAS, visibleAreas } from './areas';

describe('visibleAreas', () => {
  it('shows every area to an admin', () => {
    expect(visibleAreas(ROLE_PERMISSIONS.admin).map((area) => area.key)).toEqual(AREAS.map((area) => area.key));
  });

  it('shows tasks for any one task list permission', () => {
    expect(visibleAreas(['dishReviewTask.list']).map((area) => area.key)).toEqual(['tasks']);
  });

  it('shows reports for any report permission and settings for platforms alone', () => {
    expect(visibleAreas(['report.counts', 'platform.list']).map((area) => area.key)).toEqual(['reports', 'settings']);
  });

  it('shows templates only to template admins (spec 3, section 6), not for a cluster permission alone', () => {
    expect(visibleAreas(['menuScrapingTemplate.admin']).map((area) => area.key)).toEqual(['templates']);
    expect(visibleAreas(['menuScrapingCluster.admin', 'menuScrapingCluster.assign'])).toEqual([]);
  });

  it('shows nothing without permissions', () => {
    expect(visibleAreas([])).toEqual([]);
  });
});
