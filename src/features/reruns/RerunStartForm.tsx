// The reruns page's start form (spec 3, sections 2, 5 and 8): menu ids (which disable and clear the other selectors), or
// menu statuses (approved, auto approved, rerun error, significant changes) scraped before a day, with every available
// menu or a count ('Max {n} per time slot'); the time slot count (1 to 672, 15 minutes each) and ignore working hours.
// Checked with the shared schema, then started through useSessionStart (the planner's confirmations; 'Menu scraping
// rerun start failed.' otherwise; 'Menu scraping rerun started'). Starting needs menuScrapingRerun.get.
import { Button, Checkbox, Dropdown, Field, Input, Option, Subtitle2, Switch, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { RERUN_MENU_STATUSES, SESSION_FORM_MESSAGES, maxRerunMenuCount, rerunStartSchema, type RerunStartInput } from '../../../domain/scrapingSessionSchemas';
import { RERUN_MENUS_PER_SLOT_MAX, RERUN_TIME_SLOT_COUNT, SESSION_SLOT_MINUTES, SESSION_START_TEXTS } from '../../../domain/scrapingSessions';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { validateFields, type FieldErrors } from '../../components/formErrors';
import { SessionStartDialogs } from '../sessions/SessionStartDialogs';
import { timeSlotSpan } from '../sessions/sessionDisplay';
import { useSessionStart } from '../sessions/useSessionStart';
import { humanizeEnum } from '../tasks/taskListLogic';
import { hasRerunMenuIds, londonToday, rerunFormDefaults, rerunSessionInput, withRerunMenuIds, type RerunFormValues } from './rerunFormValues';
import { useStartRerunSessionMutation } from './rerunSessionMutations';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`, alignItems: 'start' },
  wide: { gridColumn: 'span 2' },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

type Field = keyof RerunFormValues;

interface Props {
  /** Why the viewer may not start (no menuScrapingRerun.get); null when they may. */
  startRefusal: string | null;
  onStarted(): void;
}

export function RerunStartForm({ startRefusal, onStarted }: Props) {
  const styles = useStyles();
  const today = useMemo(() => londonToday(), []);
  const schema = useMemo(() => rerunStartSchema(today), [today]);
  const [values, setValues] = useState<RerunFormValues>(() => rerunFormDefaults(today));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const startRerun = useStartRerunSessionMutation();
  const start = useSessionStart<RerunStartInput>({
    failureTitle: SESSION_START_TEXTS.rerunStartFailed,
    successNotice: SESSION_START_TEXTS.rerunStarted,
    send: (checked, isStartSessionConfirmed) => startRerun.run({ data: rerunSessionInput(checked, isStartSessionConfirmed) }),
    onStarted,
  });

  const submit = async () => {
    if (startRefusal !== null || start.busy) return;
    const found = await validateFields<Field>(schema, { ...values });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    start.request(schema.cast(values), false);
  };

  const commands = useMemo<Command[]>(
    () => [{ id: 'reruns.start', title: 'Start session', group: 'Reruns', keywords: ['rerun', 'scraping', 'session'], disabled: startRefusal !== null || start.busy, run: () => void submit() }],
    // The command reads the form through submit: re-register when the form changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [startRefusal, start.busy, values],
  );
  useRegisterCommands(commands);

  const set = (changes: Partial<RerunFormValues>) => setValues({ ...values, ...changes });
  const off = startRefusal !== null;
  const ids = hasRerunMenuIds(values);
  const slots = Number(values.timeSlotCount);
  const slotsValid = Number.isInteger(slots) && slots >= RERUN_TIME_SLOT_COUNT.min && slots <= RERUN_TIME_SLOT_COUNT.max;

  return (
    <form
      className={styles.form}
      aria-label="Start a rerun session"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Subtitle2 as="h2">Start a rerun session</Subtitle2>
      <div className={styles.fields}>
        <Field className={styles.wide} label="Menu ids" validationMessage={errors.menuIds} hint="Comma-separated; ids replace the statuses, the date and the count">
          <Input value={values.menuIds} disabled={off} placeholder="e.g. 101, 102, 103" onChange={(_event, data) => setValues(withRerunMenuIds(values, data.value))} />
        </Field>
        <Field label="Menu statuses" validationMessage={errors.menuStatuses}>
          <Dropdown
            multiselect
            aria-label="Menu statuses"
            placeholder="None"
            disabled={off || ids}
            value={values.menuStatuses.map(humanizeEnum).join(', ')}
            selectedOptions={values.menuStatuses}
            onOptionSelect={(_event, data) => set({ menuStatuses: data.selectedOptions })}
          >
            {RERUN_MENU_STATUSES.map((status) => (
              <Option key={status} value={status}>
                {humanizeEnum(status)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="Scraped before" validationMessage={errors.scrapedBeforeDate} hint="Menus last scraped before this day (London)">
          <Input type="date" value={values.scrapedBeforeDate} disabled={off || ids} onChange={(_event, data) => set({ scrapedBeforeDate: data.value })} />
        </Field>
        <Field label="Time slot count" validationMessage={errors.timeSlotCount} hint={`${RERUN_TIME_SLOT_COUNT.min} to ${RERUN_TIME_SLOT_COUNT.max}, ${SESSION_SLOT_MINUTES} minutes each${slotsValid ? `: ${timeSlotSpan(slots)}` : ''}`}>
          <Input type="number" min={RERUN_TIME_SLOT_COUNT.min} max={RERUN_TIME_SLOT_COUNT.max} value={values.timeSlotCount} disabled={off} onChange={(_event, data) => set({ timeSlotCount: data.value })} />
        </Field>
        <Field
          label="Menu count"
          validationMessage={errors.menuCount}
          hint={`${SESSION_FORM_MESSAGES.maxPerTimeSlot(RERUN_MENUS_PER_SLOT_MAX)}${slotsValid ? ` (at most ${maxRerunMenuCount(slots)})` : ''}`}
        >
          <Input type="number" min={1} value={values.menuCount} disabled={off || ids || values.includeAllAvailableMenus} onChange={(_event, data) => set({ menuCount: data.value })} />
        </Field>
        <Field label="Menus">
          <Checkbox
            label="Include all available menus"
            checked={values.includeAllAvailableMenus}
            disabled={off || ids}
            onChange={(_event, data) => set({ includeAllAvailableMenus: data.checked === true })}
          />
        </Field>
        <Field label="Working hours">
          <Switch label="Ignore working hours" checked={values.ignoreWorkingHours} disabled={off} onChange={(_event, data) => set({ ignoreWorkingHours: data.checked })} />
        </Field>
      </div>
      <div className={styles.actions}>
        <Tooltip content={startRefusal ?? 'Plan the menus into time slots and start scraping them'} relationship="description" withArrow>
          <Button appearance="primary" type="submit" icon={<PlayRegular />} disabledFocusable={off || start.busy}>
            Start session
          </Button>
        </Tooltip>
      </div>
      <SessionStartDialogs prompt={start.prompt} busy={start.busy} onConfirm={start.confirm} onCancel={start.cancel} />
    </form>
  );
}
