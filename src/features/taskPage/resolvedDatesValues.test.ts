import { describe, expect, it } from 'vitest';
import { storedResolvedDays } from '../../../domain/resolvedDates';
import { resolvedDatesVariables } from './resolvedDatesValues';

describe('resolved dates values', () => {
  it('shows each view as its London day', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    expect(storedResolvedDays([{ type: 'DEFINE', resolvedDate: '2026-06-30T23:30:00Z' }, { type: 'QC', resolvedDate: null }])).toEqual({
      defineResolvedDate: '2026-07-01',
      qcResolvedDate: '',
      qqaResolvedDate: '',
    });
  });

  it('sends only the changed days, as midnight UTC', () => {
    const stored = { defineResolvedDate: '2026-03-01', qcResolvedDate: '', qqaResolvedDate: '' };
    expect(resolvedDatesVariables({ ...stored, qcResolvedDate: '2026-03-04' }, stored)).toEqual({ qcResolvedDate: '2026-03-04T00:00:00Z' });
    expect(resolvedDatesVariables(stored, stored)).toEqual({});
  });
});
