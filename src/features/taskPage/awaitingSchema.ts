// The mark-as-awaiting form: a reason, and a comment for the 'needs assistance' reason (messages as the spec has them).
import * as yup from 'yup';
import { AWAITING_COMMENT_REQUIRED, AWAITING_REASON_REQUIRED } from '../../../machines/taskRules';
import { AWAITING_REASONS, AWAITING_REASON_NEEDING_COMMENT, type AwaitingReason } from '../../../machines/taskTypes';

export const AWAITING_REASON_OPTIONS: ReadonlyArray<{ value: AwaitingReason; text: string }> = [
  { value: 'MESSY_BRAND', text: 'Messy brand' },
  { value: 'NEED_ASSISTANCE', text: 'Need assistance' },
];

export const awaitingSchema = yup.object({
  awaitingReason: yup.string().oneOf([...AWAITING_REASONS], AWAITING_REASON_REQUIRED).required(AWAITING_REASON_REQUIRED),
  awaitingReasonComment: yup.string().when('awaitingReason', {
    is: AWAITING_REASON_NEEDING_COMMENT,
    then: (schema) => schema.trim().required(AWAITING_COMMENT_REQUIRED),
    otherwise: (schema) => schema.optional(),
  }),
});
