// The failure rule at its edges (docs/sessions.md, "Running"): at least 10 finished jobs, more than half of them ERROR.
import { describe, expect, it } from 'vitest';
import { isTemplateBroken } from './sessionProgress';

describe('the failure rule', () => {
  it('needs at least 10 finished jobs', () => {
    expect(isTemplateBroken({ success: 0, partialSuccess: 0, error: 9 })).toBe(false);
    expect(isTemplateBroken({ success: 0, partialSuccess: 0, error: 10 })).toBe(true);
  });
  it('needs more than half of them ERROR, partial successes counting as results', () => {
    expect(isTemplateBroken({ success: 5, partialSuccess: 0, error: 5 })).toBe(false);
    expect(isTemplateBroken({ success: 4, partialSuccess: 0, error: 6 })).toBe(true);
    expect(isTemplateBroken({ success: 2, partialSuccess: 3, error: 6 })).toBe(true);
    expect(isTemplateBroken({ success: 2, partialSuccess: 4, error: 6 })).toBe(false);
  });
});
