import { describe, expect, it } from 'vitest';
import { editsOf, isChanged, saveOf, withDomain, withNewRow, withoutRow } from './commonWebsitesEdits';

const stored = [
  { id: 'a', websiteDomain: 'facebook.com' },
  { id: 'b', websiteDomain: 'instagram.com' },
  { id: 'c', websiteDomain: 'linktr.ee' },
];

describe('common websites edits', () => {
  it('sends nothing until something changed, and a change of case or spaces is none', () => {
    const edits = withDomain(editsOf(stored), 'a', ' Facebook.COM ');
    expect(saveOf(stored, edits)).toEqual({ newBulkData: [], updatedBulkData: [], removedIds: [] });
    expect(isChanged(saveOf(stored, edits))).toBe(false);
  });

  it('sends new rows, changed rows and removed ids, each once', () => {
    let edits = withNewRow(withNewRow(editsOf(stored)));
    expect(edits.rows.slice(-2)).toEqual([
      { key: 'new-1', id: null, websiteDomain: '' },
      { key: 'new-2', id: null, websiteDomain: '' },
    ]);
    edits = withDomain(edits, 'new-1', 'UberEats.com');
    edits = withoutRow(edits, 'new-2');
    edits = withDomain(edits, 'b', 'tiktok.com');
    edits = withoutRow(edits, 'c');
    expect(saveOf(stored, edits)).toEqual({
      newBulkData: [{ websiteDomain: 'ubereats.com' }],
      updatedBulkData: [{ id: 'b', websiteDomain: 'tiktok.com' }],
      removedIds: ['c'],
    });
    expect(isChanged(saveOf(stored, edits))).toBe(true);
  });

  it('counts an empty new row as a change (Save then says the domain is not valid)', () => {
    expect(saveOf(stored, withNewRow(editsOf(stored))).newBulkData).toEqual([{ websiteDomain: '' }]);
  });
});
