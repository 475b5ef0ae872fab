// The stable hash of an item's content (issue 12): equal normalised values give an equal hash across runs, so a rerun of
// an unchanged page shows no change. The fields go in a fixed order with a separator no normalised value contains, and
// a null is told apart from an empty string; the version prefix lets a future change of the rule rehash knowingly.
import { createHash, hash as oneShotHash } from 'node:crypto';
import type { ExtractedDish, ExtractedMenuTitle } from './types';

const HASH_RULE_VERSION = 'v1';
const FIELD_SEPARATOR = '\u001f';
const NULL_MARK = '\u0000';

/** Fields hashed for a dish, in this order (a field added later goes at the end, under a new rule version). */
export const DISH_HASHED_FIELDS = ['name', 'description', 'price', 'calories', 'diets', 'addons', 'miscInfo', 'allergens', 'ingredients', 'nutritions', 'isCorrupt'] as const;
/** Fields hashed for a menu title. Its place in the tree is in its key, not in its content. */
export const MENU_TITLE_HASHED_FIELDS = ['title', 'description', 'calories', 'diets', 'addons', 'miscInfo', 'allergens', 'nutritions', 'isEverywhereAvailable', 'isPlaceholder'] as const;

type HashedValue = string | boolean | null;

function sha1Hex(text: string): string {
  // crypto.hash (Node 20.12+) skips the Hash object: about 3x faster for short inputs, and a page has hundreds.
  return typeof oneShotHash === 'function' ? oneShotHash('sha1', text, 'hex') : createHash('sha1').update(text).digest('hex');
}

/** SHA-1 hex of the values in the given order (not a security boundary: a content fingerprint). */
export function hashValues(values: readonly HashedValue[]): string {
  let text = HASH_RULE_VERSION;
  for (const value of values) text += FIELD_SEPARATOR + encode(value);
  return sha1Hex(text);
}

function encode(value: HashedValue): string {
  return value === null ? NULL_MARK : typeof value === 'boolean' ? (value ? '1' : '0') : value;
}

export function hashDish(dish: Omit<ExtractedDish, 'hash' | 'key' | 'menuTitleKey' | 'menuTitlePath' | 'position'>): string {
  let text = HASH_RULE_VERSION;
  for (let i = 0; i < DISH_HASHED_FIELDS.length; i += 1) text += FIELD_SEPARATOR + encode(dish[DISH_HASHED_FIELDS[i]]);
  return sha1Hex(text);
}

export function hashMenuTitle(title: Omit<ExtractedMenuTitle, 'hash' | 'key' | 'parentKey' | 'position'>): string {
  return hashValues(MENU_TITLE_HASHED_FIELDS.map((field) => title[field]));
}
