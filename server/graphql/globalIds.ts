// Relay global ids: base64 of "Type:number". APIs also accept the plain number people see in URLs.
// Ids are PostgreSQL integers: a well-formed id beyond their range names nothing, so it is NOT_FOUND (never a query
// that fails in the database), while text that is no id at all is a VALIDATION error.
import { appError, validationError } from './errors';

/** The largest value of PostgreSQL's integer (int4), the type of every id column. */
export const MAX_DATABASE_ID = 2_147_483_647;

export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
}

const isDigits = (text: string) => /^\d+$/.test(text);

/** A decimal id within the database's range (leading zeros allowed), as a number; null when beyond it. */
function idInRange(digits: string): number | null {
  const significant = digits.replace(/^0+(?=\d)/, '');
  if (significant.length > 10) return null;
  const id = Number(significant);
  return id <= MAX_DATABASE_ID ? id : null;
}

function decodeGlobalId(globalId: string): { type: string; digits: string } | null {
  if (globalId.length > 200) return null;
  const match = /^([A-Za-z]+):(\d+)$/.exec(Buffer.from(globalId, 'base64').toString('utf8'));
  return match ? { type: match[1], digits: match[2] } : null;
}

/** The type and id of a global id; null when it is malformed or its id is beyond the database's range (nothing has it). */
export function fromGlobalId(globalId: string): { type: string; id: number } | null {
  const decoded = decodeGlobalId(globalId);
  const id = decoded ? idInRange(decoded.digits) : null;
  return decoded && id !== null ? { type: decoded.type, id } : null;
}

const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);
/** 'BrandGatewayTask' as people read it: 'Brand gateway task'. */
const labelOf = (type: string) => type.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').replace(/(?<= )[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * Accepts a global id of the given type or a plain positive number. An id beyond the database's range is NOT_FOUND;
 * anything else that is not an id of the type is a VALIDATION error.
 */
export function parseId(type: string, value: string | number): number {
  const text = String(value);
  const decoded = isDigits(text) ? { type, digits: text } : decodeGlobalId(text);
  if (decoded?.type === type) {
    const id = idInRange(decoded.digits);
    if (id === null) throw appError('NOT_FOUND', `${labelOf(type)} ${shown(text)} was not found.`);
    if (id > 0) return id;
  }
  throw validationError(`'${shown(text)}' is not a valid ${type} id.`);
}
