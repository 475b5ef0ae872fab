// The location's own fields (spec 2, section 2.11): name and website are edited here; ID, updated date, status,
// business status, menu status and the parent brand (a link) are read-only. The page holds the values and saves them.
import { Badge, Button, Card, CardHeader, Field, Input, Subtitle2, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { EMPTY_VALUE } from '../../../domain/dates';
import { isWebsite } from '../../../domain/websites';
import { DateTimeText } from '../../components/DateTimeText';
import type { FieldErrors } from '../../components/formErrors';
import { brandPath, brandStatusColor, businessStatusColor, enumLabel } from '../brands/brandLabels';
import { RouterLink } from '../brands/RouterLink';
import type { LocationFormValues } from './locationFormValues';
import { useLocationPageStyles } from './locationPageStyles';

export type LocationField = keyof LocationFormValues;

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalL,
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  readOnly: { color: tokens.colorNeutralForeground2, paddingBlock: tokens.spacingVerticalXS, fontVariantNumeric: 'tabular-nums', minWidth: 0 },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', paddingBlock: tokens.spacingVerticalXS },
});

export interface LocationFacts {
  databaseId: number;
  modifiedDate: unknown;
  status: string;
  isRestored: boolean;
  businessStatus: string;
  menuStatus: string | null | undefined;
  brand: { databaseId: number; name: string };
}

export interface LocationDetailsFormProps {
  facts: LocationFacts;
  values: LocationFormValues;
  errors: FieldErrors<LocationField>;
  canEdit: boolean;
  onChange(field: LocationField, value: string): void;
  onBlur(field: LocationField): void;
  onSubmit(): void;
}

export function LocationDetailsForm({ facts, values, errors, canEdit, onChange, onBlur, onSubmit }: LocationDetailsFormProps) {
  const styles = useStyles();
  const pageStyles = useLocationPageStyles();
  const state = (field: LocationField) => (errors[field] ? 'error' : 'none');
  const website = values.website.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card className={pageStyles.card} aria-labelledby="location-details-title">
      <CardHeader header={<Subtitle2 id="location-details-title">Location details</Subtitle2>} />
      <form id="location-form" className={styles.form} onSubmit={submit} noValidate aria-label="Location">
        <Field label="Location ID">
          <div className={styles.readOnly}>{facts.databaseId}</div>
        </Field>
        <Field label="Updated">
          <div className={styles.readOnly}>
            <DateTimeText value={facts.modifiedDate} />
          </div>
        </Field>
        <Field className={styles.wide} label="Name" required validationMessage={errors.name} validationState={state('name')}>
          <Input value={values.name} readOnly={!canEdit} autoComplete="off" onChange={(_event, data) => onChange('name', data.value)} onBlur={() => onBlur('name')} />
        </Field>
        <Field className={styles.wide} label="Website" required validationMessage={errors.website} validationState={state('website')}>
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
          <div className={styles.badges}>
            <Badge appearance="tint" color={brandStatusColor(facts.status)}>
              {enumLabel(facts.status)}
            </Badge>
            {facts.isRestored ? (
              <Tooltip content="Included again after having been excluded" relationship="description">
                <Badge appearance="outline" color="warning">
                  Restored
                </Badge>
              </Tooltip>
            ) : null}
          </div>
        </Field>
        <Field label="Business status">
          <div className={styles.badges}>
            <Badge appearance="tint" color={businessStatusColor(facts.businessStatus)}>
              {enumLabel(facts.businessStatus)}
            </Badge>
          </div>
        </Field>
        <Field label="Menu status">
          <div className={styles.readOnly}>{facts.menuStatus ? enumLabel(facts.menuStatus) : EMPTY_VALUE}</div>
        </Field>
        <Field label="Brand">
          <div className={styles.readOnly}>
            <RouterLink to={brandPath(facts.brand.databaseId)}>{`${facts.brand.name} (${facts.brand.databaseId})`}</RouterLink>
          </div>
        </Field>
        {/* Enter in a text field saves, as in every form of the app. */}
        <button type="submit" hidden />
      </form>
    </Card>
  );
}
