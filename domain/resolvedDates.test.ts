import { describe, expect, it } from 'vitest';
import { doneResolvedViews, EARLIEST_RESOLVED_DAY, latestResolvedDay, RESOLVED_DATES_MESSAGES, resolvedDatesSchema, storedResolvedDays, type ResolvedDatesRules } from './resolvedDates';

const none = { defineResolvedDate: '', qcResolvedDate: '', qqaResolvedDate: '' };
const allDone: ResolvedDatesRules = { done: { defineResolvedDate: true, qcResolvedDate: true, qqaResolvedDate: true }, latestDay: '2026-11-28' };
const errorOf = (stored: typeof none, form: typeof none, rules: ResolvedDatesRules = allDone) => {
  try {
    resolvedDatesSchema(stored, rules).validateSync(form, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('resolved dates form', () => {
  it('needs at least one day', () => {
    expect(errorOf(none, none)).toBe(RESOLVED_DATES_MESSAGES.atLeastOne);
    expect(errorOf(none, { ...none, qcResolvedDate: '2026-03-01' })).toBeNull();
  });

  it('refuses emptying a stored day, and a day that does not exist', () => {
    const stored = { ...none, defineResolvedDate: '2026-02-01' };
    expect(errorOf(stored, { ...none, qcResolvedDate: '2026-03-01' })).toBe(RESOLVED_DATES_MESSAGES.notClearable);
    expect(errorOf(stored, { ...stored, defineResolvedDate: '2026-02-30' })).toBe(RESOLVED_DATES_MESSAGES.invalid);
    expect(errorOf(stored, { ...stored, defineResolvedDate: '2026-02-03' })).toBeNull();
  });
});

describe('resolved dates form, each view alike', () => {
  it('refuses emptying the stored QC or QQA day as it refuses the Define day', () => {
    const storedQc = { ...none, qcResolvedDate: '2026-02-01' };
    expect(errorOf(storedQc, { ...none, defineResolvedDate: '2026-03-01' })).toBe(RESOLVED_DATES_MESSAGES.notClearable);
    const storedQqa = { ...none, qqaResolvedDate: '2026-02-01' };
    expect(errorOf(storedQqa, { ...none, defineResolvedDate: '2026-03-01' })).toBe(RESOLVED_DATES_MESSAGES.notClearable);
    expect(errorOf(storedQqa, { ...storedQqa, defineResolvedDate: '2026-03-01' })).toBeNull();
  });

  it('accepts any one of the three days alone', () => {
    expect(errorOf(none, { ...none, defineResolvedDate: '2026-03-01' })).toBeNull();
    expect(errorOf(none, { ...none, qqaResolvedDate: '2026-03-01' })).toBeNull();
  });

  it('takes a missing field as no day', () => {
    expect(resolvedDatesSchema(none, allDone).validateSync({ qcResolvedDate: '2026-03-01' })).toEqual({ ...none, qcResolvedDate: '2026-03-01' });
    expect(() => resolvedDatesSchema(none, allDone).validateSync(undefined)).toThrow(RESOLVED_DATES_MESSAGES.atLeastOne);
  });

  it('takes a day as YYYY-MM-DD only, not a time or a six-digit year that the ISO reader would accept', () => {
    for (const notADay of ['2026-03-01T10:00', '2026-03-01 ', '+002026-03-01', '2026-3-1', '20260301', 'yesterday']) {
      expect(errorOf(none, { ...none, qcResolvedDate: notADay }), notADay).toBe(RESOLVED_DATES_MESSAGES.invalid);
    }
  });
});

describe('resolved dates form, sane days on done views', () => {
  it('takes a new day from 2015-01-01 to the latest day, and refuses one outside', () => {
    expect(errorOf(none, { ...none, qcResolvedDate: EARLIEST_RESOLVED_DAY })).toBeNull();
    expect(errorOf(none, { ...none, qcResolvedDate: '2026-11-28' })).toBeNull();
    for (const day of ['9999-12-31', '2026-11-29', '2014-12-31', '0001-01-01']) {
      expect(errorOf(none, { ...none, qcResolvedDate: day }), day).toBe(RESOLVED_DATES_MESSAGES.outOfRange);
    }
  });

  it('refuses a new day on a view not done, and leaves a stored day as it is', () => {
    const qcNotDone: ResolvedDatesRules = { ...allDone, done: { ...allDone.done, qcResolvedDate: false } };
    expect(errorOf(none, { ...none, qcResolvedDate: '2026-03-01' }, qcNotDone)).toBe(RESOLVED_DATES_MESSAGES.viewNotDone);
    // A reopened view keeps its old day, and an old day out of range stays: neither blocks another view's new day.
    const stored = { ...none, qcResolvedDate: '9999-12-31' };
    expect(errorOf(stored, { ...stored, defineResolvedDate: '2026-03-01' }, qcNotDone)).toBeNull();
  });

  it("reads a view as done when DONE or NEEDS_REVIEW, and London's today plus one day as the latest", () => {
    expect(doneResolvedViews([{ type: 'DEFINE', status: 'DONE' }, { type: 'QC', status: 'NEEDS_REVIEW' }, { type: 'QQA', status: 'NOT_DONE' }])).toEqual({
      defineResolvedDate: true,
      qcResolvedDate: true,
      qqaResolvedDate: false,
    });
    expect(doneResolvedViews([])).toEqual({ defineResolvedDate: false, qcResolvedDate: false, qqaResolvedDate: false });
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(latestResolvedDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-02');
    expect(latestResolvedDay(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });
});

describe('storedResolvedDays', () => {
  it('reads each view’s stored date as its London day, whatever the order of the views', () => {
    expect(
      storedResolvedDays([
        { type: 'QQA', resolvedDate: '2026-07-01T23:30:00Z' },
        { type: 'DEFINE', resolvedDate: new Date('2026-01-15T10:00:00Z') },
        { type: 'QC', resolvedDate: null },
      ]),
    ).toEqual({ defineResolvedDate: '2026-01-15', qcResolvedDate: '', qqaResolvedDate: '2026-07-02' });
  });

  it('is empty for a view that is missing or holds something that is not a date', () => {
    expect(storedResolvedDays([{ type: 'QC', resolvedDate: 12345 }])).toEqual(none);
    // A number that would read as the basic ISO day 2026-03-01 if it were taken as text.
    expect(storedResolvedDays([{ type: 'QC', resolvedDate: 20260301 }])).toEqual(none);
    expect(storedResolvedDays([])).toEqual(none);
  });
});
