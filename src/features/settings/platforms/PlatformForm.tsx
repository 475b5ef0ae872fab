// The platform form (spec 3, sections 2 and 5): name and the two RE2 patterns, validated on change with the shared
// schema (domain/platformSchemas.ts: the API runs the same RE2 check, so a pattern the form accepts the server accepts),
// then the 'Invalid menus' and 'Valid menus' tables, asked for only while both patterns are non-empty and valid, both
// back on page 1 when either pattern changes. A saved platform offers its invalid menus as a CSV download.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { arePlatformRegexesUsable, platformSchema } from '../../../../domain/platformSchemas';
import { useNotify } from '../../../app/notifications/useNotify';
import { useSession } from '../../../app/session/useSession';
import { EmptyState } from '../../../components/EmptyState';
import { validateField, validateFields, type FieldErrors } from '../../../components/formErrors';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { errorMessage } from '../../../relay/errorMessage';
import { downloadInvalidMenusCsv } from './downloadInvalidMenusCsv';
import { PlatformMenusTable } from './PlatformMenusTable';

export interface PlatformFormValues {
  name: string;
  urlIdentificationRegex: string;
  urlNormalizationRegex: string;
}
type FieldName = keyof PlatformFormValues;

export const EMPTY_PLATFORM: PlatformFormValues = { name: '', urlIdentificationRegex: '', urlNormalizationRegex: '' };

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  pattern: { fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', gridColumn: '1 / -1' },
  tables: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalXL },
});

/** How long the patterns rest before the tables ask for them: typing a pattern does not send one request per key. */
const PATTERN_SETTLE_MS = 400;

export interface PlatformFormProps {
  initial: PlatformFormValues;
  /** The saved platform, when editing: its download is offered. */
  saved: { databaseId: number; name: string } | null;
  submitLabel: string;
  onSubmit(values: PlatformFormValues): Promise<void>;
  onCancel(): void;
}

export function PlatformForm({ initial, saved, submitLabel, onSubmit, onCancel }: PlatformFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const { can } = useSession();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [saving, setSaving] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const change = (field: FieldName) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    void validateField(platformSchema, field, next).then((message) => setErrors((current) => ({ ...current, [field]: message })));
  };

  const submit = async () => {
    const found = await validateFields<FieldName>(platformSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit({ ...values, name: values.name.trim() });
    } finally {
      setSaving(false);
    }
  };

  const download = async () => {
    if (!saved) return;
    setDownloading(true);
    try {
      await downloadInvalidMenusCsv(saved.databaseId, saved.name);
    } catch (error) {
      notify.error('Download of the menus not matching the normalization regex failed.', errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const identification = useDebouncedValue(values.urlIdentificationRegex, PATTERN_SETTLE_MS);
  const normalization = useDebouncedValue(values.urlNormalizationRegex, PATTERN_SETTLE_MS);
  const usable = arePlatformRegexesUsable(identification, normalization);
  // Both tables go back to page 1 whenever either pattern changes: the pages belong to the patterns they were read with.
  const patternsKey = `${identification}\u0000${normalization}`;
  const [pages, setPages] = useState({ patternsKey, invalid: 1, valid: 1 });
  const current = pages.patternsKey === patternsKey ? pages : { patternsKey, invalid: 1, valid: 1 };
  const setPage = (kind: 'invalid' | 'valid') => (page: number) => setPages({ ...current, [kind]: page });
  const [refreshKey, setRefreshKey] = useState(0);
  const onMenuUrlSaved = useCallback(() => setRefreshKey((key) => key + 1), []);

  const field = (name: FieldName, label: string, hint?: string) => (
    <Field label={label} required validationMessage={errors[name]} hint={hint}>
      <Input
        value={values[name]}
        className={name === 'name' ? undefined : styles.pattern}
        onChange={(_event, data) => change(name)(data.value)}
        onKeyDown={(event) => event.key === 'Enter' && void submit()}
      />
    </Field>
  );

  return (
    <>
      <form className={styles.form} onSubmit={(event) => { event.preventDefault(); void submit(); }} aria-label="Platform">
        {field('name', 'Name')}
        {field('urlIdentificationRegex', 'Identification regex', "RE2: a menu whose URL holds a match is on this platform, e.g. ^https?://(www\\.)?tablehost\\.co\\.uk/")}
        {field('urlNormalizationRegex', 'Normalization regex', 'RE2: the canonical form of such a URL; anchor it with ^ and $.')}
        <div className={styles.actions}>
          {saved ? (
            <Button icon={<ArrowDownloadRegular />} disabled={downloading} onClick={() => void download()}>
              Download invalid menus (CSV)
            </Button>
          ) : null}
          <Button onClick={onCancel}>Cancel</Button>
          <Button appearance="primary" type="submit" disabled={saving}>
            {submitLabel}
          </Button>
        </div>
      </form>
      {usable ? (
        <div className={styles.tables}>
          {(['invalid', 'valid'] as const).map((kind) => (
            <PlatformMenusTable
              key={kind}
              kind={kind}
              urlIdentificationRegex={identification}
              urlNormalizationRegex={normalization}
              page={current[kind]}
              onPage={setPage(kind)}
              refreshKey={refreshKey}
              onMenuUrlSaved={onMenuUrlSaved}
              canEditUrl={can('menu.update')}
            />
          ))}
        </div>
      ) : (
        <EmptyState title="Menus show here" description="Enter both regexes, valid for RE2, to see the platform's invalid and valid menus." />
      )}
    </>
  );
}
