// Download fingerprints' file (spec 3, section 2): one entry per lead menu with its baseline fingerprint, in the
// spec's field names (menuId, ids, classes, xPathSignatures, hashCodes).
export interface ClusterFingerprint {
  menuId: number;
  ids: readonly string[];
  classes: readonly string[];
  xPathSignatures: readonly string[];
  hashCodes: unknown;
}

export function clusterFingerprintsFile(clusterId: number, fingerprints: readonly ClusterFingerprint[]): { fileName: string; json: string } {
  const entries = fingerprints.map(({ menuId, ids, classes, xPathSignatures, hashCodes }) => ({ menuId, ids, classes, xPathSignatures, hashCodes }));
  return { fileName: `cluster-${clusterId}-fingerprints.json`, json: `${JSON.stringify(entries, null, 2)}\n` };
}
