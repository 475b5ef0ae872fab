import { describe, expect, it } from 'vitest';
import { returnToPath, returnToState } from './returnTo';

describe('returnTo', () => {
  it('remembers path, query and hash', () => {
    expect(returnToState({ pathname: '/users/4', search: '?a=1', hash: '#x' })).toEqual({ from: '/users/4?a=1#x' });
  });

  it('does not remember account pages', () => {
    expect(returnToState({ pathname: '/account/logout', search: '', hash: '' })).toBeUndefined();
  });

  it('returns to the remembered path or to the landing route', () => {
    expect(returnToPath({ from: '/brands?page=2' })).toBe('/brands?page=2');
    expect(returnToPath(null)).toBe('/');
    expect(returnToPath({ from: '//evil.example.com' })).toBe('/');
    expect(returnToPath({ from: '/account/logout' })).toBe('/');
  });
});
