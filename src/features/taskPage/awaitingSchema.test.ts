import { describe, expect, it } from 'vitest';
import { awaitingSchema } from './awaitingSchema';

describe('awaiting form', () => {
  it('needs a reason, and a comment for NEED_ASSISTANCE', async () => {
    await expect(awaitingSchema.validate({ awaitingReason: '' })).rejects.toThrow('Awaiting reason is required');
    await expect(awaitingSchema.validate({ awaitingReason: 'NEED_ASSISTANCE', awaitingReasonComment: ' ' })).rejects.toThrow('Awaiting reason commment is required');
    await expect(awaitingSchema.validate({ awaitingReason: 'MESSY_BRAND' })).resolves.toBeTruthy();
  });
});
