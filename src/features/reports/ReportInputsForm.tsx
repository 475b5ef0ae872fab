// A report tab's inputs (spec 3, sections 5 and 7): the people, a date range as two YYYY-MM-DD days, task types and
// the report's switches, each with its message under it once the field was left or the form submitted. The values
// live in the query string (the parent reads and writes them); this form only draws them.
import { Button, Dropdown, Field, Input, Option, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { DateTime } from 'luxon';
import type { FormEvent, ReactNode } from 'react';
import { TASK_TYPES, type TaskType } from '../../../machines/taskTypes';
import { humanizeEnum } from '../tasks/taskListLogic';
import type { ReportFieldErrors, ReportFormValues } from './reportForm';
import type { ReportInputField, ReportTab } from './reportCatalogue';
import { ReportUserPicker, ReportUsersPicker } from './ReportUserPicker';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM },
  dates: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  dateInputs: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  presets: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  types: { minWidth: '240px' },
  switch: { paddingTop: tokens.spacingVerticalL },
  actions: { flexBasis: '100%', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** Quick ranges, ending today (the browser's day): what team leaders ask most. */
const PRESETS: { label: string; range: () => [DateTime, DateTime] }[] = [
  { label: 'Last 7 days', range: () => [DateTime.now().minus({ days: 6 }), DateTime.now()] },
  { label: 'Last 30 days', range: () => [DateTime.now().minus({ days: 29 }), DateTime.now()] },
  { label: 'This month', range: () => [DateTime.now().startOf('month'), DateTime.now()] },
];

/** The list with the value added, or taken out if it was there. */
function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

interface Props {
  tab: ReportTab;
  values: ReportFormValues;
  /** Messages of the fields to show (left, or the form submitted). */
  errors: ReportFieldErrors;
  /**
   * A change, or a function of the inputs as they are now: a toggle in a multi-select is made against the query string,
   * not against the list the last render showed, so two quick clicks both count.
   */
  onChange(changes: Partial<ReportFormValues> | ((current: ReportFormValues) => Partial<ReportFormValues>)): void;
  onBlur(field: ReportInputField): void;
  onSubmit(): void;
  /** The download button and its progress. */
  actions: ReactNode;
}

export function ReportInputsForm({ tab, values, errors, onChange, onBlur, onSubmit, actions }: Props) {
  const styles = useStyles();
  const has = (field: ReportInputField) => tab.fields.includes(field);
  const peopleHint = tab.scrapingPeople ? 'Scrapers, reviewers, team leaders and admins' : undefined;
  return (
    <form
      className={styles.form}
      aria-label={`${tab.label} report inputs`}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {has('users') ? (
        <ReportUsersPicker reportKey={tab.key} label="Users" hint={peopleHint} error={errors.users} values={values.userIds} onToggle={(userId) => onChange((current) => ({ userIds: toggled(current.userIds, userId) }))} onBlur={() => onBlur('users')} />
      ) : null}
      {has('user') ? <ReportUserPicker reportKey={tab.key} label="User" error={errors.user} value={values.userId} onChange={(userId) => onChange({ userId })} onBlur={() => onBlur('user')} /> : null}
      {has('dateRange') ? (
        <Field label="Date range" validationMessage={errors.dateRange} hint="From and to, both days included">
          {(control) => (
            <div className={styles.dates} role="group" aria-labelledby={control['aria-labelledby']}>
              <div className={styles.dateInputs}>
                <Input
                  type="date"
                  aria-label="Start date"
                  aria-describedby={control['aria-describedby']}
                  aria-invalid={control['aria-invalid']}
                  value={values.startDate}
                  max={values.endDate || undefined}
                  onChange={(_event, data) => onChange({ startDate: data.value })}
                  onBlur={() => onBlur('dateRange')}
                />
                <span aria-hidden="true">to</span>
                <Input
                  type="date"
                  aria-label="End date"
                  aria-describedby={control['aria-describedby']}
                  aria-invalid={control['aria-invalid']}
                  value={values.endDate}
                  min={values.startDate || undefined}
                  onChange={(_event, data) => onChange({ endDate: data.value })}
                  onBlur={() => onBlur('dateRange')}
                />
              </div>
              <div className={styles.presets}>
                {PRESETS.map((preset) => (
                  <Button
                    key={preset.label}
                    size="small"
                    appearance="subtle"
                    onClick={() => {
                      const [start, end] = preset.range();
                      onChange({ startDate: start.toISODate() ?? '', endDate: end.toISODate() ?? '' });
                    }}
                  >
                    {preset.label}
                  </Button>
                ))}
              </div>
            </div>
          )}
        </Field>
      ) : null}
      {has('taskTypes') ? (
        <Field label="Task types" validationMessage={errors.taskTypes}>
          <Dropdown
            className={styles.types}
            multiselect
            placeholder="Choose task types"
            value={values.taskTypes.map(humanizeEnum).join(', ')}
            selectedOptions={values.taskTypes}
            onOptionSelect={(_event, data) =>
              onChange((current) => {
                const chosen = toggled(current.taskTypes, data.optionValue as TaskType);
                return { taskTypes: TASK_TYPES.filter((type) => chosen.includes(type)) as TaskType[] };
              })
            }
            onBlur={() => onBlur('taskTypes')}
          >
            {TASK_TYPES.map((type) => (
              <Option key={type} value={type}>
                {humanizeEnum(type)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
      {has('includeSystemEvents') ? (
        <Switch className={styles.switch} label="Include system events" checked={values.includeSystemEvents} onChange={(_event, data) => onChange({ includeSystemEvents: data.checked })} />
      ) : null}
      {has('includeAllAttempts') ? (
        <Switch className={styles.switch} label="Include all attempts" checked={values.includeAllAttempts} onChange={(_event, data) => onChange({ includeAllAttempts: data.checked })} />
      ) : null}
      {has('includeOnlyStuckMenus') ? (
        <Field validationMessage={errors.includeOnlyStuckMenus}>
          <Switch className={styles.switch} label="Include only stuck menus" checked={values.includeOnlyStuckMenus} onChange={(_event, data) => onChange({ includeOnlyStuckMenus: data.checked })} />
        </Field>
      ) : null}
      <div className={styles.actions}>{actions}</div>
    </form>
  );
}
