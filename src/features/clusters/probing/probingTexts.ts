// The probing words of the cluster page (spec 3, section 8): the failure title as the catalogue lists it and the
// fingerprints-updated notice.
export const PROBING_TEXTS = {
  applyFailed: 'Menu scraping fingerprints update failed.',
  applied: 'Fingerprints updated.',
  downloadFailed: 'Fingerprints download failed.',
  noFingerprints: 'No fingerprints yet: the daily probe takes one of each lead menu.',
  emptyTitle: 'No probing jobs yet',
  emptyText: 'The daily probe fingerprints each lead menu of the cluster and lists here what changed since the last fingerprint.',
} as const;
