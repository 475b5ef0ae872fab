import { describe, expect, it } from 'vitest';
import {
  brandValuesOf,
  changedBrandFields,
  exclusionReasonFollowUp,
  includingNeedsConfirmation,
  overlayOf,
  relationshipOf,
  rowsAsSaved,
  savedValuesOf,
  withAllLocations,
  withExclusionReason,
  withInclusion,
  withLocationEdit,
  withLocationExclusionReason,
  withLocationStatus,
  withNoWebsite,
  withRank,
  withRelationship,
  type BrandValues,
  type LocationValues,
  type Relationship,
} from './gatewayForm';

const brand: BrandValues = {
  name: 'Nando’s',
  website: 'https://nandos.example.com',
  isHasNoWebsiteConfirmed: false,
  rank: 'MASTER',
  messinessScore: 2,
  status: 'EXCLUDED',
  exclusionReason: 'MISC',
  exclusionReasonComment: 'two brands',
  masterBrandId: null,
  hasOnlyUnsupportedBusinessTypes: false,
};
const row: LocationValues = { id: 7, status: 'EXCLUDED', exclusionReason: 'MISC', exclusionReasonComment: 'why', website: '', newBrandId: null };

describe('brand rules', () => {
  it('slave sets status NEW and drops the exclusion', () => {
    expect(withRank(brand, 'SLAVE')).toMatchObject({ rank: 'SLAVE', status: 'NEW', exclusionReason: null, exclusionReasonComment: '' });
  });
  it('master clears the status and the master brand', () => {
    expect(withRank({ ...brand, rank: 'SLAVE', status: 'INCLUDED', masterBrandId: 4 }, 'MASTER')).toMatchObject({ rank: 'MASTER', status: 'NEW', masterBrandId: null });
  });
  it('included clears reason and comment; excluded keeps them', () => {
    expect(withInclusion(brand, 'INCLUDED')).toMatchObject({ status: 'INCLUDED', exclusionReason: null, exclusionReasonComment: '' });
    expect(withInclusion(brand, 'EXCLUDED')).toMatchObject({ exclusionReason: 'MISC', exclusionReasonComment: 'two brands' });
  });
  it('a reason clears the comment and asks its follow-up', () => {
    expect(withExclusionReason(brand, 'GROCERY')).toMatchObject({ exclusionReason: 'GROCERY', exclusionReasonComment: '' });
    expect(exclusionReasonFollowUp('INACCESSIBLE_URL')).toBe('vpnNotice');
    expect(exclusionReasonFollowUp('MISC')).toBe('commentModal');
    expect(exclusionReasonFollowUp('GROCERY')).toBeNull();
  });
  it('no website remembers and clears, then restores', () => {
    const on = withNoWebsite(brand, true, '');
    expect(on.values).toMatchObject({ isHasNoWebsiteConfirmed: true, website: '' });
    expect(on.remembered).toBe(brand.website);
    const off = withNoWebsite(on.values, false, on.remembered);
    expect(off.values).toMatchObject({ isHasNoWebsiteConfirmed: false, website: brand.website });
    expect(off.remembered).toBe('');
  });
  it('off keeps a website typed meanwhile', () => {
    expect(withNoWebsite({ ...brand, website: 'https://new.example.com' }, false, 'https://old.example.com').values.website).toBe('https://new.example.com');
  });
});

describe('overlay', () => {
  it('holds only what differs, and survives a reload of the server values', () => {
    const overlay = overlayOf(brand, { ...brand, name: 'Nandos', messinessScore: 2 });
    expect(overlay).toEqual({ name: 'Nandos' });
    expect(changedBrandFields(brand, overlay)).toEqual(['name']);
    const reloaded = { ...brand, messinessScore: 5 };
    expect(brandValuesOf(reloaded, overlay)).toMatchObject({ name: 'Nandos', messinessScore: 5 });
  });
});

describe('location rules', () => {
  it('included clears reason and comment; a reason excludes and clears the comment', () => {
    expect(withLocationStatus(row, 'INCLUDED')).toMatchObject({ status: 'INCLUDED', exclusionReason: null, exclusionReasonComment: '' });
    expect(withLocationExclusionReason({ ...row, status: 'NEW' }, 'GROCERY')).toMatchObject({ status: 'EXCLUDED', exclusionReason: 'GROCERY', exclusionReasonComment: '' });
  });
  it('including an excluded row needs confirmation; other changes do not', () => {
    expect(includingNeedsConfirmation(row, 'INCLUDED')).toBe(true);
    expect(includingNeedsConfirmation({ ...row, status: 'NEW' }, 'INCLUDED')).toBe(false);
    expect(includingNeedsConfirmation(row, 'EXCLUDED')).toBe(false);
  });
  it('an edit changed back to the server values disappears; its first page is kept', () => {
    const edited = withLocationEdit(new Map(), row, 3, { ...row, status: 'INCLUDED' }, null);
    expect(edited.get(7)).toMatchObject({ page: 3, original: row });
    const again = withLocationEdit(edited, row, 1, { ...row, website: 'https://a.example.com', status: 'INCLUDED' }, null);
    expect(again.get(7)?.page).toBe(3);
    expect(withLocationEdit(again, row, 1, row, null).size).toBe(0);
  });
  it('the bulk selector sets every given row', () => {
    const other: LocationValues = { ...row, id: 8, status: 'NEW', exclusionReason: null, exclusionReasonComment: '' };
    const all = withAllLocations(new Map(), [{ original: row, page: 1 }, { original: other, page: 1 }], 'INCLUDED');
    expect([...all.values()].map((edit) => edit.values.status)).toEqual(['INCLUDED', 'INCLUDED']);
    expect(withAllLocations(all, [{ original: row, page: 1 }], 'EXCLUDED').get(7)?.values.exclusionReason).toBeNull();
  });
  it('after a save, rows not yet reloaded show the saved values, a moved row is gone, and reloaded rows are left as they are', () => {
    const other: LocationValues = { ...row, id: 8, status: 'NEW', exclusionReason: null, exclusionReasonComment: '' };
    const moved: LocationValues = { ...row, id: 9 };
    const untouched: LocationValues = { ...row, id: 10 };
    let saved = withLocationEdit(new Map(), other, 1, { ...other, status: 'INCLUDED' }, null);
    saved = withLocationEdit(saved, moved, 1, { ...moved, newBrandId: 42 }, { id: 42, name: 'Other brand' });
    const shown = [other, moved, untouched].map((original) => ({ original, page: 1 }));
    expect(rowsAsSaved(shown, saved)).toEqual([
      { original: { ...other, status: 'INCLUDED' }, page: 1 },
      { original: untouched, page: 1 },
    ]);
    expect(rowsAsSaved(shown, new Map())).toEqual(shown);
    // Reloaded: the row shows the server's values now (someone else's change included), and those stand.
    const reloaded = { ...other, status: 'EXCLUDED' as const, exclusionReason: 'GROCERY' };
    expect(savedValuesOf(reloaded, saved)).toBe(reloaded);
    expect(savedValuesOf(other, saved)).toEqual({ ...other, status: 'INCLUDED' });
    expect(savedValuesOf(moved, saved)).toBeNull();
  });
});

describe('relationships', () => {
  const loaded = new Map<number, Relationship>([[1, 'SLAVE']]);
  it('a row shows the choice, else what was loaded, else UNSET', () => {
    expect(relationshipOf(1, new Map(), loaded)).toBe('SLAVE');
    expect(relationshipOf(2, new Map(), loaded)).toBe('UNSET');
    expect(relationshipOf(1, new Map([[1, 'NOT_SAME']]), loaded)).toBe('NOT_SAME');
  });
  it('choosing what was loaded is no change', () => {
    const chosen = withRelationship(new Map(), loaded, 1, 'UNSET');
    expect(chosen.get(1)).toBe('UNSET');
    expect(withRelationship(chosen, loaded, 1, 'SLAVE').size).toBe(0);
    expect(withRelationship(new Map(), loaded, 2, 'UNSET').size).toBe(0);
  });
});
