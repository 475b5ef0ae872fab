// The brand's own fields on the brand page (spec 2, section 2.10): brand ID, name, website with an open-link button,
// status, unsupported-business flag, business status, updated date, use-brand-name-as-location-name,
// use-dish-type-icon, and for-testing (developer-type accounts only). The page holds the values and saves them.
import { Button, Card, CardHeader, Checkbox, Dropdown, Field, Input, Option, Subtitle2, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { isWebsite } from '../../../domain/websites';
import { DateTimeText } from '../../components/DateTimeText';
import type { FieldErrors } from '../../components/formErrors';
import type { BrandFormValues } from './brandFormValues';
import { enumLabel } from './brandLabels';
import { BRAND_STATUSES, BUSINESS_STATUSES } from './brandListQueryString';

export type BrandField = keyof BrandFormValues;

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalL,
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  readOnly: { color: tokens.colorNeutralForeground2, paddingBlock: tokens.spacingVerticalXS, fontVariantNumeric: 'tabular-nums' },
  flags: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

export interface BrandDetailsFormProps {
  databaseId: number;
  modifiedDate: unknown;
  values: BrandFormValues;
  errors: FieldErrors<BrandField>;
  canEdit: boolean;
  isDeveloper: boolean;
  onChange<Field extends BrandField>(field: Field, value: BrandFormValues[Field]): void;
  onBlur(field: BrandField): void;
  onSubmit(): void;
}

export function BrandDetailsForm({ databaseId, modifiedDate, values, errors, canEdit, isDeveloper, onChange, onBlur, onSubmit }: BrandDetailsFormProps) {
  const styles = useStyles();
  const state = (field: BrandField) => (errors[field] ? 'error' : 'none');
  const website = values.website.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card className={styles.card} aria-labelledby="brand-details-title">
      <CardHeader header={<Subtitle2 id="brand-details-title">Brand details</Subtitle2>} />
      <form id="brand-form" className={styles.form} onSubmit={submit} noValidate aria-label="Brand">
        <Field label="Brand ID">
          <div className={styles.readOnly}>{databaseId}</div>
        </Field>
        <Field label="Updated">
          <div className={styles.readOnly}>
            <DateTimeText value={modifiedDate} />
          </div>
        </Field>
        <Field className={styles.wide} label="Name" required validationMessage={errors.name} validationState={state('name')}>
          <Input value={values.name} readOnly={!canEdit} autoComplete="off" onChange={(_event, data) => onChange('name', data.value)} onBlur={() => onBlur('name')} />
        </Field>
        <Field className={styles.wide} label="Website" required={!values.isHasNoWebsiteConfirmed} validationMessage={errors.website} validationState={state('website')}>
          <Input
            type="url"
            value={values.website}
            readOnly={!canEdit}
            autoComplete="off"
            placeholder="https://"
            onChange={(_event, data) => onChange('website', data.value)}
            onBlur={() => onBlur('website')}
            contentAfter={
              <Tooltip content="Open the website in a new tab" relationship="label" withArrow>
                <Button
                  as="a"
                  size="small"
                  appearance="transparent"
                  icon={<OpenRegular />}
                  href={isWebsite(website) ? website : undefined}
                  target="_blank"
                  rel="noreferrer"
                  disabled={!isWebsite(website)}
                />
              </Tooltip>
            }
          />
        </Field>
        <Field label="Status">
          <Dropdown
            value={enumLabel(values.status)}
            selectedOptions={[values.status]}
            disabled={!canEdit}
            onOptionSelect={(_event, data) => data.optionValue && onChange('status', data.optionValue as BrandFormValues['status'])}
          >
            {BRAND_STATUSES.map((status) => (
              <Option key={status} value={status}>
                {enumLabel(status)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="Business status">
          <Dropdown
            value={enumLabel(values.businessStatus)}
            selectedOptions={[values.businessStatus]}
            disabled={!canEdit}
            onOptionSelect={(_event, data) => data.optionValue && onChange('businessStatus', data.optionValue as BrandFormValues['businessStatus'])}
          >
            {BUSINESS_STATUSES.map((status) => (
              <Option key={status} value={status}>
                {enumLabel(status)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <div className={styles.flags} role="group" aria-label="Brand flags">
          <Checkbox
            label="Has only unsupported businesses"
            checked={values.hasOnlyUnsupportedBusinessTypes}
            disabled={!canEdit}
            onChange={(_event, data) => onChange('hasOnlyUnsupportedBusinessTypes', data.checked === true)}
          />
          <Checkbox
            label="Use brand name as location name"
            checked={values.useBrandNameAsLocationName}
            disabled={!canEdit}
            onChange={(_event, data) => onChange('useBrandNameAsLocationName', data.checked === true)}
          />
          <Checkbox label="Use dish type icon" checked={values.useDishTypeIcon} disabled={!canEdit} onChange={(_event, data) => onChange('useDishTypeIcon', data.checked === true)} />
          {isDeveloper && (
            <Checkbox label="For testing" checked={values.isForTesting} disabled={!canEdit} onChange={(_event, data) => onChange('isForTesting', data.checked === true)} />
          )}
        </div>
        {/* Enter in a text field saves, as in every form of the app. */}
        <button type="submit" hidden />
      </form>
    </Card>
  );
}
