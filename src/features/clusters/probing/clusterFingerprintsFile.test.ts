import { describe, expect, it } from 'vitest';
import { clusterFingerprintsFile } from './clusterFingerprintsFile';

describe('clusterFingerprintsFile', () => {
  it('names the file after the cluster and keeps the spec fields per menu, nothing else', () => {
    const fingerprint = { menuId: 7, ids: ['menu'], classes: ['price'], xPathSignatures: ['/html/body'], hashCodes: { 'dish:a#0': 'ab12' }, updatedDate: '2026-01-01' };
    const file = clusterFingerprintsFile(3, [fingerprint]);
    expect(file.fileName).toBe('cluster-3-fingerprints.json');
    expect(JSON.parse(file.json)).toEqual([{ menuId: 7, ids: ['menu'], classes: ['price'], xPathSignatures: ['/html/body'], hashCodes: { 'dish:a#0': 'ab12' } }]);
  });
});
