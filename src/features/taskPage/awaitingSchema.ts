// The mark-as-awaiting form: a reason, and a comment for the 'needs assistance' reason (messages as the spec has them).
import * as yup from 'yup';
import { AWAITING_COMMENT_REQUIRED, AWAITING_REASON_REQUIRED } from '../../../machines/taskRules';

export const awaitingSchema = yup.object({
  awaitingReason: yup.string().required(AWAITING_REASON_REQUIRED).oneOf(['MESSY_BRAND', 'NEED_ASSISTANCE'], AWAITING_REASON_REQUIRED),
  awaitingReasonComment: yup.string().when('awaitingReason', {
    is: 'NEED_ASSISTANCE',
    then: (schema) => schema.trim().required(AWAITING_COMMENT_REQUIRED),
    otherwise: (schema) => schema.optional(),
  }),
});
