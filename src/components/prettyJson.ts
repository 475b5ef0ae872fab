// Any value as readable JSON text: objects indented by two spaces, a string that holds JSON unpacked, nothing as a dash.
import { EMPTY_VALUE } from '../../domain/dates';

export function prettyJson(value: unknown): string {
  if (value === undefined || value === null) return EMPTY_VALUE;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed !== null) return JSON.stringify(parsed, null, 2);
    } catch {
      // Not JSON: shown as it is.
    }
    return value;
  }
  return JSON.stringify(value, null, 2) ?? String(value);
}
