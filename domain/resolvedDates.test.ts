import { describe, expect, it } from 'vitest';
import { RESOLVED_DATES_MESSAGES, resolvedDatesSchema } from './resolvedDates';

const none = { defineResolvedDate: '', qcResolvedDate: '', qqaResolvedDate: '' };
const errorOf = (stored: typeof none, form: typeof none) => {
  try {
    resolvedDatesSchema(stored).validateSync(form, { abortEarly: true });
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
