// Relay global ids: base64 of "Type:number". APIs also accept the plain number people see in URLs.
import { validationError } from './errors';

export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
}

export function fromGlobalId(globalId: string): { type: string; id: number } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const match = /^([A-Za-z]+):(\d+)$/.exec(decoded);
  return match ? { type: match[1], id: Number(match[2]) } : null;
}

/** Accepts a global id of the given type or a plain positive number; anything else is a validation error. */
export function parseId(type: string, value: string | number): number {
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const id = Number(value);
    if (Number.isSafeInteger(id) && id > 0) return id;
  } else {
    const parsed = fromGlobalId(value);
    if (parsed && parsed.type === type) return parsed.id;
  }
  throw validationError(`'${value}' is not a valid ${type} id.`);
}
