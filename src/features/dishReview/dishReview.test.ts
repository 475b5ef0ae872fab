import { describe, expect, it } from 'vitest';
import { DISH_REVIEW_MESSAGES } from '../../../domain/dishReviewSchemas';
import { defaultChangedOnly, editCount, editDish, editTitle, hasEdits, NO_EDITS, reviewDifferenceText, reviewPayload } from './dishEditState';
import { changedFirst, REVIEW_REFUSALS, reviewResolveRefusal, reviewWorkRefusal } from './dishReviewActionRules';
import { dishReviewTitle } from './dishReviewTitle';
import { checkUpload, toMenuDataFile } from './menuDataFile';
import { checkRejectMenu } from './rejectMenuForm';

describe('edit state', () => {
  it('keeps only fields that differ from what is stored, trimmed', () => {
    let edits = editDish(NO_EDITS, 7, 'price', ' 10.00 ', '9.50');
    edits = editDish(edits, 7, 'name', 'Margherita', 'Margherita');
    expect(edits.dishes.get(7)).toEqual({ price: '10.00' });
    expect(hasEdits(edits)).toBe(true);
    expect(NO_EDITS.dishes.size).toBe(0);
  });
  it('forgets an edit set back to the stored value (null and empty are the same)', () => {
    let edits = editDish(NO_EDITS, 7, 'diets', 'vegan', null);
    edits = editDish(edits, 7, 'diets', '', null);
    expect(hasEdits(edits)).toBe(false);
  });
  it('edits titles and counts items', () => {
    let edits = editTitle(NO_EDITS, 3, 'title', 'Desserts', 'Deserts');
    edits = editTitle(edits, 3, 'isEverywhereAvailable', true, false);
    edits = editDish(edits, 1, 'name', 'Tiramisu', 'Tiramsu');
    expect(editCount(edits)).toBe(2);
    expect(editTitle(edits, 3, 'isEverywhereAvailable', false, false).titles.get(3)).toEqual({ title: 'Desserts' });
  });
  it('builds the payload in id order with the menu, leaving empty lists out', () => {
    let edits = editDish(NO_EDITS, 9, 'price', '3', '2');
    edits = editDish(edits, 2, 'name', 'Soup', 'Sop');
    expect(reviewPayload(5, edits)).toEqual({ menuId: 5, dishesData: [{ id: 2, name: 'Soup' }, { id: 9, price: '3' }] });
    expect(reviewPayload(5, editTitle(NO_EDITS, 4, 'title', 'Mains', 'Main'))).toEqual({ menuId: 5, menuTitlesData: [{ id: 4, title: 'Mains' }] });
    expect(reviewPayload(5, NO_EDITS)).toEqual({ menuId: 5 });
  });
});

describe('review by difference', () => {
  it('turns Changed only on when there is a baseline with changes', () => {
    expect(defaultChangedOnly({ hasBaseline: true, changedDishCount: 4 })).toBe(true);
    expect(defaultChangedOnly({ hasBaseline: true, changedDishCount: 0 })).toBe(false);
    expect(defaultChangedOnly({ hasBaseline: false, changedDishCount: 300 })).toBe(false);
  });
  it('says how many changed', () => {
    expect(reviewDifferenceText({ hasBaseline: true, changedDishCount: 4, dishCount: 300 })).toBe('4 of 300 dishes changed since the last approved run');
    expect(reviewDifferenceText({ hasBaseline: true, changedDishCount: 0, dishCount: 1 })).toBe('No dish changed since the last approved run (1 dish).');
    expect(reviewDifferenceText({ hasBaseline: false, changedDishCount: 0, dishCount: 12 })).toMatch(/^First review/);
  });
  it('puts changed dishes first, each group in order', () => {
    expect(changedFirst([1, 2, 3, 4, 5], (n) => n % 2 === 0)).toEqual([2, 4, 1, 3, 5]);
  });
});

describe('action rules', () => {
  const facts = { status: 'STARTED', assignedToId: 4, isDeleted: false, hasData: true };
  const reviewer = { id: 4, isLeader: false, mayReview: true };
  it('lets the assignee with the permission work, and a leader without being assigned', () => {
    expect(reviewWorkRefusal(facts, reviewer)).toBeNull();
    expect(reviewWorkRefusal(facts, { id: 8, isLeader: true, mayReview: false })).toBeNull();
  });
  it('refuses others with the reason', () => {
    expect(reviewWorkRefusal(facts, { ...reviewer, id: 5 })).toBe(REVIEW_REFUSALS.notAssigned);
    expect(reviewWorkRefusal(facts, { ...reviewer, mayReview: false })).toBe(REVIEW_REFUSALS.notAllowed);
    expect(reviewWorkRefusal(facts, null)).toBe(REVIEW_REFUSALS.notAllowed);
    expect(reviewWorkRefusal({ ...facts, status: 'RESOLVED' }, reviewer)).toBe(REVIEW_REFUSALS.done);
    expect(reviewResolveRefusal({ ...facts, isDeleted: true }, reviewer)).toBe(REVIEW_REFUSALS.deleted);
  });
});

describe('titles', () => {
  it('names the page by the menu format', () => {
    expect(dishReviewTitle('HTML')).toBe('HTML Dish Review Task');
    expect(dishReviewTitle('PDF')).toBe('Document Dish Review Task');
    expect(dishReviewTitle('IMAGE')).toBe('Document Dish Review Task');
    expect(dishReviewTitle(null)).toBe('HTML Dish Review Task');
  });
});

describe('menu data file', () => {
  const title = { databaseId: 1, menuId: 5, parentId: null, title: 'Pizza', description: null, diets: null, addons: null, miscInfo: null, allergens: null, nutritions: null, calories: null };
  const dish = { databaseId: 10, menuId: 5, menuTitleId: 1, name: 'Margherita', description: 'Tomato', ingredients: null, price: '9.50', diets: null, addons: null, miscInfo: null, allergens: null, nutritions: null, calories: null };
  const current = toMenuDataFile([title], [dish]);
  it('writes the file shape with id for databaseId, in the file order', () => {
    expect(Object.keys(current.menuTitles[0])).toEqual(['id', 'menuId', 'parentId', 'title', 'description', 'diets', 'addons', 'miscInfo', 'allergens', 'nutritions', 'calories']);
    expect(current.dishes[0]).toMatchObject({ id: 10, menuTitleId: 1, name: 'Margherita', price: '9.50' });
    expect(current.dishes[0]).not.toHaveProperty('databaseId');
  });
  it('refuses broken, misshapen and identical files with the spec messages', () => {
    expect(checkUpload('{ nope', current)).toEqual({ ok: false, message: DISH_REVIEW_MESSAGES.invalidJsonFile });
    expect(checkUpload('[]', current)).toEqual({ ok: false, message: DISH_REVIEW_MESSAGES.invalidStructure });
    expect(checkUpload('{"menuTitles": {}, "dishes": []}', current)).toEqual({ ok: false, message: DISH_REVIEW_MESSAGES.menuTitlesNotArray });
    expect(checkUpload(JSON.stringify(current), current)).toEqual({ ok: false, message: DISH_REVIEW_MESSAGES.identicalUpload });
  });
  it('accepts a corrected file', () => {
    const corrected = { ...current, dishes: [{ ...current.dishes[0], price: '10.00' }] };
    const checked = checkUpload(JSON.stringify(corrected), current);
    expect(checked.ok && checked.data.dishes[0].price).toBe('10.00');
  });
});

describe('reject menu form', () => {
  it('needs status, assignee and comment for an HTML menu, each under its field', () => {
    const checked = checkRejectMenu({ rejectMenuStatus: null, assignedToUserId: null, scrapingRejectedComment: '  ' }, false);
    expect(checked).toEqual({
      ok: false,
      errors: {
        rejectMenuStatus: DISH_REVIEW_MESSAGES.rejectMenuStatusRequired,
        assignedToUserId: DISH_REVIEW_MESSAGES.rejectAssigneeRequired,
        scrapingRejectedComment: 'Scraping rejection comment is required.',
      },
    });
  });
  it('passes a complete HTML rejection, trimmed', () => {
    expect(checkRejectMenu({ rejectMenuStatus: 'REJECTED_NEW', assignedToUserId: '12', scrapingRejectedComment: ' wrong prices ' }, false)).toEqual({
      ok: true,
      variables: { rejectMenuStatus: 'REJECTED_NEW', assignedToUserId: '12', scrapingRejectedComment: 'wrong prices' },
    });
  });
  it('needs only the comment for a document menu', () => {
    expect(checkRejectMenu({ rejectMenuStatus: null, assignedToUserId: null, scrapingRejectedComment: '' }, true)).toEqual({ ok: false, errors: { scrapingRejectedComment: 'Scraping rejection comment is required.' } });
    expect(checkRejectMenu({ rejectMenuStatus: null, assignedToUserId: null, scrapingRejectedComment: 'Wrong file' }, true)).toEqual({ ok: true, variables: { scrapingRejectedComment: 'Wrong file' } });
  });
});
