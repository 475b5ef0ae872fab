import { GraphQLScalarType, Kind } from 'graphql';
import { DateTime } from 'luxon';
import { validationError } from '../errors';

/** ISO-8601 as clients send it: a day, or a day and time with an optional zone (no zone means UTC). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A real instant or a VALIDATION error. `new Date` rolls impossible days over (30 February became 2 March) and reads
 * almost any text; luxon refuses a day or time that does not exist.
 */
function parseInstant(value: unknown): Date {
  const text = typeof value === 'string' ? value : '';
  const instant = ISO_INSTANT.test(text) ? DateTime.fromISO(text, { zone: 'utc' }) : null;
  if (!instant?.isValid || instant.year < 1000) {
    const shown = typeof value === 'string' ? `'${value.slice(0, 40)}'` : 'A value that is not a string';
    throw validationError(`${shown} is not a real date: DateTime takes ISO-8601, such as 2026-02-28 or 2026-02-28T09:30:00Z.`);
  }
  return instant.toJSDate();
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An instant as an ISO-8601 string in UTC.',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue: parseInstant,
  parseLiteral(ast) {
    return parseInstant(ast.kind === Kind.STRING ? ast.value : undefined);
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});
