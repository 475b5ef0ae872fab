// The menu detail's format editor (spec 2, sections 2.13 and 5): a format, and for HTML not scrapeable its reason and
// comment; Save sends them when they changed ('Menu format is required', 'Not scrapeable reason is required').
import { Button, Dropdown, Field, Input, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { MENU_FORMATS, MENU_NOT_SCRAPEABLE_REASONS, menuFormatSchema } from '../../../domain/menuSchemas';
import { validateFields, type FieldErrors } from '../../components/formErrors';
import { enumLabel } from '../brands/brandLabels';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  choice: { minWidth: '220px' },
  comment: { flexGrow: 1, minWidth: '220px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface MenuFormatValues {
  format: string | null;
  notScrapeableReason: string | null;
  notScrapeableComment: string;
}
type FormatField = keyof MenuFormatValues;

export interface MenuFormatEditorProps {
  stored: MenuFormatValues;
  disabled: boolean;
  onSave(values: MenuFormatValues): Promise<void>;
}

const same = (a: MenuFormatValues, b: MenuFormatValues) =>
  a.format === b.format && (a.format !== 'HTML_NOT_SCRAPEABLE' || (a.notScrapeableReason === b.notScrapeableReason && a.notScrapeableComment.trim() === b.notScrapeableComment.trim()));

export function MenuFormatEditor({ stored, disabled, onSave }: MenuFormatEditorProps) {
  const styles = useStyles();
  const [values, setValues] = useState(stored);
  const [errors, setErrors] = useState<FieldErrors<FormatField>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => setValues(stored), [stored]);
  const changed = !same(values, stored);
  const notScrapeable = values.format === 'HTML_NOT_SCRAPEABLE';

  const save = async () => {
    const found = await validateFields<FormatField>(menuFormatSchema, values);
    setErrors(found);
    if (Object.keys(found).length || !changed) return;
    setSaving(true);
    try {
      await onSave(values);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={styles.root}
      aria-label="Menu format"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={styles.row}>
        <Field label="Format" required validationState={errors.format ? 'error' : 'none'} validationMessage={errors.format}>
          <Dropdown
            className={styles.choice}
            disabled={disabled}
            placeholder="Choose a format"
            value={values.format ? enumLabel(values.format) : ''}
            selectedOptions={values.format ? [values.format] : []}
            onOptionSelect={(_event, data) => {
              setValues({ ...values, format: data.optionValue ?? null });
              setErrors({});
            }}
          >
            {MENU_FORMATS.map((format) => (
              <Option key={format} value={format}>
                {enumLabel(format)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {notScrapeable && (
          <Field label="Not scrapeable reason" required validationState={errors.notScrapeableReason ? 'error' : 'none'} validationMessage={errors.notScrapeableReason}>
            <Dropdown
              className={styles.choice}
              disabled={disabled}
              placeholder="Choose a reason"
              value={values.notScrapeableReason ? enumLabel(values.notScrapeableReason) : ''}
              selectedOptions={values.notScrapeableReason ? [values.notScrapeableReason] : []}
              onOptionSelect={(_event, data) => setValues({ ...values, notScrapeableReason: data.optionValue ?? null })}
            >
              {MENU_NOT_SCRAPEABLE_REASONS.map((reason) => (
                <Option key={reason} value={reason}>
                  {enumLabel(reason)}
                </Option>
              ))}
            </Dropdown>
          </Field>
        )}
        {notScrapeable && (
          <Field className={styles.comment} label="Not scrapeable comment" validationState={errors.notScrapeableComment ? 'error' : 'none'} validationMessage={errors.notScrapeableComment}>
            <Input disabled={disabled} value={values.notScrapeableComment} onChange={(_event, data) => setValues({ ...values, notScrapeableComment: data.value })} />
          </Field>
        )}
      </div>
      {!disabled && (
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} disabled={!changed || saving}>
            Save format
          </Button>
          {changed && (
            <Button
              type="button"
              onClick={() => {
                setValues(stored);
                setErrors({});
              }}
            >
              Cancel
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
