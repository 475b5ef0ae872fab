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

  it('shows templates to cluster admins', () => {
    expect(visibleAreas(['menuScrapingCluster.admin']).map((area) => area.key)).toEqual(['templates']);
  });

  it('shows nothing without permissions', () => {
    expect(visibleAreas([])).toEqual([]);
  });
});
