import { describe, expect, it } from 'vitest';
import { changeMenuItemsState, readMenuItemsState, writeMenuItemsState } from './menuItemsQueryString';

describe('menu items query string', () => {
  it('defaults to the Full Menu tab, the newest run, page 1 of 10', () => {
    expect(readMenuItemsState(new URLSearchParams())).toEqual({
      tab: 'full',
      runId: null,
      page: 1,
      pageSize: 10,
      titleId: null,
      filters: {},
      itemKind: null,
      changeStatuses: [],
    });
  });

  it('reads and writes every part, defaults left out, other parameters kept', () => {
    const search = new URLSearchParams('tab=changes&runId=12&page=3&pageSize=20&titleId=4&name=soup&allergens=nuts&itemKind=DISH&changeStatuses=UPDATED,DELETED,BOGUS&keep=1');
    const state = readMenuItemsState(search);
    expect(state).toMatchObject({ tab: 'changes', runId: 12, page: 3, pageSize: 20, titleId: 4, filters: { name: 'soup', allergens: 'nuts' }, itemKind: 'DISH', changeStatuses: ['UPDATED', 'DELETED'] });
    const written = writeMenuItemsState(state, new URLSearchParams('keep=1&tab=changes'));
    expect(readMenuItemsState(written)).toEqual(state);
    expect(written.get('keep')).toBe('1');
    expect(writeMenuItemsState(readMenuItemsState(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back on odd values', () => {
    const state = readMenuItemsState(new URLSearchParams('tab=nope&runId=-1&pageSize=7&page=0&itemKind=MENU'));
    expect(state).toMatchObject({ tab: 'full', runId: null, pageSize: 10, page: 1, itemKind: null });
  });

  it('goes back to page 1 on any change but the page', () => {
    const state = { ...readMenuItemsState(new URLSearchParams()), page: 4 };
    expect(changeMenuItemsState(state, { page: 5 }).page).toBe(5);
    expect(changeMenuItemsState(state, { filters: { name: 'x' } }).page).toBe(1);
    expect(changeMenuItemsState(state, { pageSize: 50, page: 1 })).toMatchObject({ pageSize: 50, page: 1 });
    expect(changeMenuItemsState(state, { tab: 'changes' })).toMatchObject({ tab: 'changes', page: 1 });
  });
});
