// 'Mark as awaiting': a reason and, for NEED_ASSISTANCE, a comment (checked by awaitingSchema with the spec's messages).
import { Dropdown, Field, Option, Textarea, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import type { AwaitingReason } from '../../../machines/taskTypes';
import { FormDialog } from '../../components/FormDialog';
import { validateFields, type FieldErrors } from '../../components/formErrors';
import { AWAITING_REASON_OPTIONS, awaitingSchema } from './awaitingSchema';

// FormDialog's content is already a column with the medium gap.
const useStyles = makeStyles({ form: { minWidth: '360px' } });

type Values = { awaitingReason: AwaitingReason | ''; awaitingReasonComment: string };

export interface AwaitingDialogProps {
  open: boolean;
  busy: boolean;
  onSubmit(values: { awaitingReason: AwaitingReason; awaitingReasonComment: string }): void;
  onCancel(): void;
}

export function AwaitingDialog(props: AwaitingDialogProps) {
  // Mounted only while open: each opening starts empty.
  return props.open ? <OpenAwaitingDialog {...props} /> : null;
}

function OpenAwaitingDialog({ busy, onSubmit, onCancel }: AwaitingDialogProps) {
  const styles = useStyles();
  const [values, setValues] = useState<Values>({ awaitingReason: '', awaitingReasonComment: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof Values>>({});
  const submit = async () => {
    const found = await validateFields(awaitingSchema, values);
    setErrors(found);
    if (!Object.keys(found).length && values.awaitingReason) onSubmit({ awaitingReason: values.awaitingReason, awaitingReasonComment: values.awaitingReasonComment });
  };
  const needsComment = values.awaitingReason === 'NEED_ASSISTANCE';
  return (
    <FormDialog title="Mark as awaiting" submitLabel="Mark as awaiting" busy={busy} contentClassName={styles.form} onSubmit={() => void submit()} onCancel={onCancel}>
      <Field label="Awaiting reason" required validationMessage={errors.awaitingReason}>
        <Dropdown
          autoFocus
          placeholder="Choose a reason"
          value={AWAITING_REASON_OPTIONS.find((reason) => reason.value === values.awaitingReason)?.text ?? ''}
          selectedOptions={values.awaitingReason ? [values.awaitingReason] : []}
          onOptionSelect={(_event, data) => {
            const reason = AWAITING_REASON_OPTIONS.find((option) => option.value === data.optionValue)?.value ?? '';
            setValues({ ...values, awaitingReason: reason });
            setErrors({ ...errors, awaitingReason: undefined });
          }}
        >
          {AWAITING_REASON_OPTIONS.map((reason) => (
            <Option key={reason.value} value={reason.value}>
              {reason.text}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field
        label="Comment"
        required={needsComment}
        hint={needsComment ? 'Say what help you need.' : 'Optional'}
        validationMessage={errors.awaitingReasonComment}
      >
        <Textarea
          resize="vertical"
          rows={3}
          value={values.awaitingReasonComment}
          onChange={(_event, data) => setValues({ ...values, awaitingReasonComment: data.value })}
        />
      </Field>
    </FormDialog>
  );
}
