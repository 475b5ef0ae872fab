import { describe, expect, it } from 'vitest';
import { TASK_PAGE_KINDS, VERIFICATION_TITLES, notificationTitles, taskPageKind } from './taskKindBySlug';

describe('task page notification titles', () => {
  const gateway = taskPageKind('brand-gateway')!;
  it('uses the spec titles', () => {
    expect(notificationTitles(gateway, 'assign')).toEqual({ success: 'Brand gateway task assigned.', failure: 'Brand gateway task assign failed.' });
    expect(notificationTitles(gateway, 'unassign')).toEqual({ success: 'Brand gateway task unassigned.', failure: 'Brand gateway task unassign failed.' });
    expect(notificationTitles(gateway, 'markAwaiting')).toEqual({ success: 'Brand gateway task marked as awaiting.', failure: 'Brand gateway task mark as awaiting failed.' });
    expect(notificationTitles(gateway, 'unmarkAwaiting')).toEqual({ success: 'Brand gateway task unmarked as awaiting.', failure: 'Brand gateway task unmark as awaiting failed.' });
    expect(notificationTitles(gateway, 'reopen')).toEqual({ success: 'Brand gateway task reopened.', failure: 'Brand gateway task reopen failed.' });
    expect(notificationTitles(gateway, 'save')).toEqual({ success: 'Brand gateway task saved.', failure: 'Save brand gateway task failed.' });
    expect(notificationTitles(gateway, 'resolve')).toEqual({ success: 'Brand gateway task view resolved.', failure: 'Resolve brand gateway task failed.' });
    expect(notificationTitles(gateway, 'miscVerify')).toEqual({ success: 'Miscellaneous task marked as verified', failure: 'Miscellaneous task mark as verified failed.' });
    expect(notificationTitles(gateway, 'miscQcVerify')).toEqual({ success: 'Miscellaneous task marked as QC verified', failure: 'Miscellaneous task mark as QC verified failed.' });
  });
  it('names every kind alike, with the menu scraping resolve exception', () => {
    expect(TASK_PAGE_KINDS.map((kind) => notificationTitles(kind, 'assign').failure)).toEqual([
      'Brand gateway task assign failed.',
      'Brand definition task assign failed.',
      'Menu definition task assign failed.',
      'Menu scraping task assign failed.',
      'Dish review task assign failed.',
    ]);
    expect(notificationTitles(taskPageKind('menu-scraping')!, 'resolve').failure).toBe('Menu scraping task failed.');
    expect(notificationTitles(taskPageKind('dish-review')!, 'save').failure).toBe('Save dish review task failed.');
    // Saving a menu scraping task saves its menu: 'Menu updated'.
    expect(notificationTitles(taskPageKind('menu-scraping')!, 'save')).toEqual({ success: 'Menu updated', failure: 'Save menu scraping task failed.' });
    expect(notificationTitles(taskPageKind('menu-definition')!, 'save').success).toBe('Menu definition task saved.');
    expect(VERIFICATION_TITLES.verify.failure).toBe('Menu scraping task mark as verified failed.');
    expect(VERIFICATION_TITLES.unverify.failure).toBe('Menu scraping task unmark as verified failed.');
  });
  it('knows only the five slugs', () => {
    expect(taskPageKind('brand-gateway')?.entityType).toBe('BRAND_GATEWAY_TASK');
    expect(taskPageKind('nope')).toBeUndefined();
  });
});
