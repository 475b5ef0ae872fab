// The admin-only Resolved Dates panel of brand tasks (spec 2, section 2.8): a day per view (Define, QC, QQA) picked in
// London time and sent as midnight UTC of that day. Save is enabled once a day changed, at least one is present and
// none is refused; a stored day cannot be cleared. The frame hears about unsaved days so leaving the page asks first.
import { Button, Caption1, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  doneResolvedViews,
  EARLIEST_RESOLVED_DAY,
  latestResolvedDay,
  RESOLVED_DATE_VIEWS,
  resolvedDatesSchema,
  storedResolvedDays,
  type ResolvedDateField,
  type ResolvedDatesForm,
} from '../../../domain/resolvedDates';
import { useNotify } from '../../app/notifications/useNotify';
import { validateFields, type FieldErrors } from '../../components/formErrors';
import { errorMessage } from '../../relay/errorMessage';
import type { resolvedDatesDocumentsBrandGatewayMutation } from './__generated__/resolvedDatesDocumentsBrandGatewayMutation.graphql';
import type { ResolvedDatesPanel_task$key } from './__generated__/ResolvedDatesPanel_task.graphql';
import { RESOLVED_DATES_DOCUMENTS } from './resolvedDatesDocuments';
import type { ResolvedDatesKind } from './resolvedDatesKinds';
import { resolvedDatesVariables, sameDays } from './resolvedDatesValues';
import { usePromiseMutation } from './usePromiseMutation';

export const RESOLVED_DATES_TITLES = { success: 'Resolved dates set successfully', failure: 'Failed to set resolved dates' } as const;

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  field: { minWidth: '200px' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, paddingTop: '26px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface ResolvedDatesPanelProps {
  kindType: ResolvedDatesKind;
  task: ResolvedDatesPanel_task$key;
  onDirtyChange(dirty: boolean): void;
}

export function ResolvedDatesPanel({ kindType, task: taskKey, onDirtyChange }: ResolvedDatesPanelProps) {
  const styles = useStyles();
  const notify = useNotify();
  const task = useFragment(
    graphql`
      fragment ResolvedDatesPanel_task on Task {
        id
        views {
          type
          status
          resolvedDate
        }
      }
    `,
    taskKey,
  );
  // The brand gateway's generated types stand for the three kinds: their documents have the same shape.
  const mutation = usePromiseMutation<resolvedDatesDocumentsBrandGatewayMutation>(RESOLVED_DATES_DOCUMENTS[kindType]);
  const stored = storedResolvedDays(task.views);
  const storedKey = RESOLVED_DATE_VIEWS.map(({ field }) => stored[field]).join('|');
  const [values, setValues] = useState<ResolvedDatesForm>(stored);
  const [errors, setErrors] = useState<FieldErrors<ResolvedDateField | ''>>({});
  const dirty = !sameDays(values, stored);

  // Days stored meanwhile (a save, a view resolved) show unless the person is editing.
  useEffect(() => {
    if (!dirty) setValues(storedResolvedDays(task.views));
  }, [storedKey]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const anyDay = RESOLVED_DATE_VIEWS.some(({ field }) => values[field]);
  const hasErrors = Object.values(errors).some(Boolean);
  const latestDay = latestResolvedDay();
  const schema = resolvedDatesSchema(stored, { done: doneResolvedViews(task.views), latestDay });

  const change = (field: ResolvedDateField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    void validateFields(schema, next).then(setErrors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || !anyDay || mutation.isInFlight) return;
    const found = await validateFields(schema, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await mutation.run({ id: task.id, ...resolvedDatesVariables(values, stored) });
      notify.success(RESOLVED_DATES_TITLES.success);
    } catch (error) {
      notify.error(RESOLVED_DATES_TITLES.failure, errorMessage(error));
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Resolved dates">
      {RESOLVED_DATE_VIEWS.map(({ field, label }) => (
        <Field
          key={field}
          className={styles.field}
          label={label}
          validationMessage={errors[field]}
          validationState={errors[field] ? 'error' : 'none'}
        >
          <Input type="date" min={EARLIEST_RESOLVED_DAY} max={latestDay} value={values[field]} onChange={(_event, data) => change(field, data.value)} />
        </Field>
      ))}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" icon={mutation.isInFlight ? <Spinner size="tiny" /> : <SaveRegular />} disabled={!dirty || !anyDay || hasErrors || mutation.isInFlight}>
          Save dates
        </Button>
        {errors[''] ? (
          <Caption1 role="alert">{errors['']}</Caption1>
        ) : (
          <Caption1 className={styles.hint}>{anyDay ? 'A set date can be changed, not cleared.' : 'Pick at least one day to save.'}</Caption1>
        )}
      </div>
    </form>
  );
}
