import { describe, expect, it } from 'vitest';
import { duplicateLocationTaskId, unmarkFailureText } from './gatewayErrors';

const duplicate = (brandGatewayTaskId: unknown) => [
  { message: 'This location is already in use by brand for location 7', extensions: { type: 'DUPLICATE_LOCATION', brandGatewayTaskId } },
];

describe('duplicateLocationTaskId', () => {
  it('reads the other brand’s gateway task from the extensions', () => {
    expect(duplicateLocationTaskId(duplicate(42))).toBe(42);
    expect(duplicateLocationTaskId(duplicate('42'))).toBe(42);
  });
  it('is null without one, or for another error type', () => {
    expect(duplicateLocationTaskId(duplicate(null))).toBeNull();
    expect(duplicateLocationTaskId(duplicate('4x'))).toBeNull();
    expect(duplicateLocationTaskId([{ message: 'stale', extensions: { type: 'CONFLICT', brandGatewayTaskId: 3 } }])).toBeNull();
  });
});

describe('unmarkFailureText', () => {
  it('puts the detail under the message', () => {
    const error = [{ message: 'Unmark as master is not allowed.', extensions: { type: 'VALIDATION', detail: 'This brand has more than 50 locations attached to it.' } }];
    expect(unmarkFailureText(error)).toBe('Unmark as master is not allowed.\nThis brand has more than 50 locations attached to it.');
  });
  it('is the message alone without a detail', () => {
    expect(unmarkFailureText([{ message: 'Brand 9 does not exist.', extensions: { type: 'NOT_FOUND' } }])).toBe('Brand 9 does not exist.');
  });
});
