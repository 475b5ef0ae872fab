// A refused session start read from the first GraphQL error (spec 3, section 8): the data beside the type or under
// extensions.data, and any other error as none (the failure title).
import { describe, expect, it } from 'vitest';
import { GraphQLResponseError } from '../../relay/GraphQLResponseError';
import { sessionStartAnswerOf } from './sessionStartAnswer';

const refusal = (extensions: Record<string, unknown>) => new GraphQLResponseError('start', [{ message: 'refused', extensions }]);

describe('sessionStartAnswerOf', () => {
  it('reads the data beside the type', () => {
    expect(sessionStartAnswerOf(refusal({ type: 'SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE', unavailableMenuCount: 3, totalMenuCount: 10 }))).toEqual({
      type: 'SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE',
      unavailableMenuCount: 3,
      totalMenuCount: 10,
    });
  });

  it('reads the data under extensions.data', () => {
    expect(sessionStartAnswerOf(refusal({ type: 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_IDS_AVAILABLE', data: { unavailableMenuIds: [4, 8], totalMenuCount: 5 } }))).toEqual({
      type: 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_IDS_AVAILABLE',
      unavailableMenuIds: [4, 8],
      totalMenuCount: 5,
    });
  });

  it('reads only the first error, and nothing from other errors', () => {
    const first = new GraphQLResponseError('start', [
      { message: 'forbidden', extensions: { type: 'FORBIDDEN' } },
      { message: 'refused', extensions: { type: 'SCRAPING_SESSION_NO_MENUS_AVAILABLE', selectedMenuCount: 0 } },
    ]);
    expect(sessionStartAnswerOf(first)).toBeNull();
    expect(sessionStartAnswerOf(new Error('network'))).toBeNull();
    expect(sessionStartAnswerOf(refusal({ type: 'SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE', unavailableMenuCount: 'x' }))).toBeNull();
  });
});
