import { describe, expect, it } from 'vitest';
import { errorMessage, errorType } from './errorMessage';
import { GraphQLResponseError } from './GraphQLResponseError';

describe('errorMessage and errorType', () => {
  const conflict = new GraphQLResponseError('updateUserMutation', [
    { message: 'Someone else changed this since you opened it.', extensions: { type: 'CONFLICT' } },
  ]);

  it('reads the server message and type of a failed request', () => {
    expect(errorMessage(conflict)).toBe('Someone else changed this since you opened it.');
    expect(errorType(conflict)).toBe('CONFLICT');
  });

  it('reads the errors array Relay passes with partial data', () => {
    const errors = [{ message: 'Brand was not found.', extensions: { type: 'NOT_FOUND' } }];
    expect(errorMessage(errors)).toBe('Brand was not found.');
    expect(errorType(errors)).toBe('NOT_FOUND');
  });

  it('reads errors wrapped in source or cause', () => {
    expect(errorType({ source: { errors: [{ message: 'x', extensions: { type: 'FORBIDDEN' } }] } })).toBe('FORBIDDEN');
    expect(errorMessage(new Error('outer', { cause: conflict }))).toBe('Someone else changed this since you opened it.');
  });

  it('falls back to plain errors and strings', () => {
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage('Nope')).toBe('Nope');
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(errorType(new Error('Boom'))).toBeUndefined();
  });
});
