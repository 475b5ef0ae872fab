// The time slot fields both cluster session forms share (spec 3, section 5): the count (0 to 672, 15 minutes each), the
// 'minimum time slot count' option that empties and disables it, and ignore working hours (the cluster's flag by default).
import { Checkbox, Field, Input, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { MAX_SESSION_TIME_SLOT_COUNT, MINIMUM_OPTION_MENUS_PER_SLOT, SESSION_SLOT_MINUTES } from '../../../../domain/scrapingSessions';
import type { FieldErrors } from '../../../components/formErrors';
import { withMinimumOption, type TimeSlotValues } from './clusterSessionFormValues';

const useStyles = makeStyles({
  count: { maxWidth: '140px' },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

interface Props<Values extends TimeSlotValues> {
  values: Values;
  errors: FieldErrors<string>;
  disabled: boolean;
  onChange(values: Values): void;
}

export function TimeSlotFields<Values extends TimeSlotValues>({ values, errors, disabled, onChange }: Props<Values>) {
  const styles = useStyles();
  return (
    <>
      <div className={styles.row}>
        <Field
          label="Time slot count"
          validationMessage={errors.timeSlotCount}
          hint={values.isMinimumTimeSlotCount ? `As few slots as fit, at most ${MINIMUM_OPTION_MENUS_PER_SLOT} menus each` : `0 to ${MAX_SESSION_TIME_SLOT_COUNT}, ${SESSION_SLOT_MINUTES} minutes each; 0 sends every menu at once`}
        >
          <Input
            className={styles.count}
            type="number"
            min={0}
            max={MAX_SESSION_TIME_SLOT_COUNT}
            value={values.timeSlotCount}
            disabled={disabled || values.isMinimumTimeSlotCount}
            onChange={(_event, data) => onChange({ ...values, timeSlotCount: data.value })}
          />
        </Field>
        <Checkbox
          label="Minimum time slot count"
          checked={values.isMinimumTimeSlotCount}
          disabled={disabled}
          onChange={(_event, data) => onChange(withMinimumOption(values, data.checked === true))}
        />
      </div>
      <Field label="Working hours" validationMessage={errors.ignoreWorkingHours}>
        <Switch
          label="Ignore working hours"
          checked={values.ignoreWorkingHours}
          disabled={disabled}
          onChange={(_event, data) => onChange({ ...values, ignoreWorkingHours: data.checked })}
        />
      </Field>
    </>
  );
}
