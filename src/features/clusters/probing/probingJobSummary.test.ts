import { describe, expect, it } from 'vitest';
import { applyRefusal, changeSummary, risksText, type ProbingJobChanges } from './probingJobSummary';

const job = (over: Partial<ProbingJobChanges> = {}): ProbingJobChanges => ({
  jobStatus: 'COMPLETED',
  hasChanges: false,
  isApplied: false,
  isBaseline: false,
  addedIds: [],
  removedIds: [],
  addedClasses: [],
  removedClasses: [],
  addedXPathSignatures: [],
  removedXPathSignatures: [],
  updatedHashCodes: [],
  risks: [],
  ...over,
});

describe('changeSummary', () => {
  it('says no change when nothing moved', () => {
    expect(changeSummary(job())).toBe('No change');
  });
  it('counts added and removed per kind, then the updated hash codes', () => {
    const changed = job({ addedClasses: ['cost'], removedClasses: ['price', 'old'], removedXPathSignatures: ['/html/body'], updatedHashCodes: ['dish:a#0'] });
    expect(changeSummary(changed)).toBe('+1 −2 classes · −1 XPath signatures · 1 hash code updated');
  });
});

describe('risksText', () => {
  it('puts each risk on its own line, rule first', () => {
    expect(risksText(job({ risks: [{ rule: 'dishes.fields.price', reason: 'required, now none of 9' }, { rule: 'dishes', reason: 'fewer' }] }))).toBe(
      'dishes.fields.price: required, now none of 9\ndishes: fewer',
    );
  });
});

describe('applyRefusal', () => {
  it('allows a completed probe with changes not applied', () => {
    expect(applyRefusal(job({ hasChanges: true }))).toBeNull();
  });
  it('refuses a running or failed probe, a baseline, a probe without changes and an applied one', () => {
    expect(applyRefusal(job({ hasChanges: true, jobStatus: 'IN_PROGRESS' }))).not.toBeNull();
    expect(applyRefusal(job({ hasChanges: true, jobStatus: 'FAILED' }))).not.toBeNull();
    expect(applyRefusal(job({ isBaseline: true }))).not.toBeNull();
    expect(applyRefusal(job())).not.toBeNull();
    expect(applyRefusal(job({ hasChanges: true, isApplied: true }))).not.toBeNull();
  });
});
