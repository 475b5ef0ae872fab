// What a probing job says changed, in the few words a scraper reads first (the cluster page's probing jobs table):
// the counts of added and removed ids, classes and XPath signatures, updated hash codes and the risks, and whether
// Apply may run on it (a completed probe with changes that no Apply has covered yet).
export interface ProbingJobChanges {
  jobStatus: string;
  hasChanges: boolean;
  isApplied: boolean;
  isBaseline: boolean;
  addedIds: readonly string[];
  removedIds: readonly string[];
  addedClasses: readonly string[];
  removedClasses: readonly string[];
  addedXPathSignatures: readonly string[];
  removedXPathSignatures: readonly string[];
  updatedHashCodes: readonly string[];
  risks: ReadonlyArray<{ rule: string; reason: string }>;
}

export interface ChangeGroup {
  /** 'Classes', 'Ids', 'XPath signatures'. */
  label: string;
  added: readonly string[];
  removed: readonly string[];
}

export function changeGroups(job: ProbingJobChanges): ChangeGroup[] {
  return [
    { label: 'Ids', added: job.addedIds, removed: job.removedIds },
    { label: 'Classes', added: job.addedClasses, removed: job.removedClasses },
    { label: 'XPath signatures', added: job.addedXPathSignatures, removed: job.removedXPathSignatures },
  ];
}

/** One short line: '+1 −2 classes · −1 XPath signatures · 3 hash codes updated'; 'No change' when nothing moved. */
export function changeSummary(job: ProbingJobChanges): string {
  const parts = changeGroups(job)
    .filter((group) => group.added.length + group.removed.length > 0)
    .map((group) => {
      const counts = [group.added.length ? `+${group.added.length}` : '', group.removed.length ? `−${group.removed.length}` : ''].filter(Boolean).join(' ');
      return `${counts} ${group.label === 'XPath signatures' ? group.label : group.label.toLowerCase()}`;
    });
  if (job.updatedHashCodes.length) parts.push(`${job.updatedHashCodes.length} hash ${job.updatedHashCodes.length === 1 ? 'code' : 'codes'} updated`);
  return parts.length ? parts.join(' · ') : 'No change';
}

/** The risks as text, one per line: 'dishes.fields.price: required, matched 9 of 9 items, now none of 9'. */
export function risksText(job: Pick<ProbingJobChanges, 'risks'>): string {
  return job.risks.map((risk) => `${risk.rule}: ${risk.reason}`).join('\n');
}

/** Why Apply is off for this job, before the viewer's own rights; null when it may be applied. */
export function applyRefusal(job: ProbingJobChanges): string | null {
  if (job.jobStatus !== 'COMPLETED') return 'Only a completed probe can be applied.';
  if (job.isBaseline) return 'The first probe is the baseline already.';
  if (!job.hasChanges) return 'This probe found no change to apply.';
  if (job.isApplied) return 'Applied already.';
  return null;
}
