// 'Mark as awaiting': a reason and, for NEED_ASSISTANCE, a comment.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, Option, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { validateFields, type FieldErrors } from '../../components/formErrors';
import { awaitingSchema } from './awaitingSchema';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const REASONS = [
  { value: 'MESSY_BRAND', text: 'Messy brand' },
  { value: 'NEED_ASSISTANCE', text: 'Need assistance' },
];

type Values = { awaitingReason: string; awaitingReasonComment: string };

export function AwaitingDialog({ open, busy, onSubmit, onCancel }: { open: boolean; busy: boolean; onSubmit(values: Values): void; onCancel(): void }) {
  const styles = useStyles();
  const [values, setValues] = useState<Values>({ awaitingReason: '', awaitingReasonComment: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof Values>>({});
  const submit = async () => {
    const found = await validateFields(awaitingSchema, values);
    setErrors(found);
    if (!Object.keys(found).length) onSubmit(values);
  };
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>Mark as awaiting</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label="Awaiting reason" required validationMessage={errors.awaitingReason}>
                <Dropdown
                  autoFocus
                  placeholder="Choose a reason"
                  value={REASONS.find((reason) => reason.value === values.awaitingReason)?.text ?? ''}
                  selectedOptions={[values.awaitingReason]}
                  onOptionSelect={(_event, data) => setValues({ ...values, awaitingReason: data.optionValue ?? '' })}
                >
                  {REASONS.map((reason) => (
                    <Option key={reason.value} value={reason.value}>
                      {reason.text}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field label="Comment" required={values.awaitingReason === 'NEED_ASSISTANCE'} validationMessage={errors.awaitingReasonComment}>
                <Textarea value={values.awaitingReasonComment} onChange={(_event, data) => setValues({ ...values, awaitingReasonComment: data.value })} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                Mark as awaiting
              </Button>
              <Button type="button" onClick={onCancel}>
                Cancel
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
