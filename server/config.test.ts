// loadConfig's reading of MENU_LIST_TOTAL_CAP: a whole number above 0, or the product's cap for anything else.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { DATA_DIR: '/tmp/curation-config-test', JWT_SECRET: 'config-test-0123456789-0123456789' };

describe('loadConfig: MENU_LIST_TOTAL_CAP', () => {
  it('takes a whole number above 0', () => {
    expect(loadConfig({ ...base, MENU_LIST_TOTAL_CAP: '3' }).menuListTotalCap).toBe(3);
    expect(loadConfig({ ...base, MENU_LIST_TOTAL_CAP: '25000' }).menuListTotalCap).toBe(25000);
  });

  it('leaves the product cap for unset, empty or nonsense values', () => {
    for (const value of [undefined, '', 'abc', '0', '-4', '2.5', 'Infinity']) {
      expect(loadConfig({ ...base, MENU_LIST_TOTAL_CAP: value }).menuListTotalCap, String(value)).toBeUndefined();
    }
  });
});
