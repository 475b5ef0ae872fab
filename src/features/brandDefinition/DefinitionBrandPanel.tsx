// The brand definition task's Brand panel (spec 2, section 2.4): ID (link), Name, Website with open-in-new-tab, 'No
// website', 'Use brand name as location name', Business status (read-only) and Updated at. Fields DEFINE changed are
// marked in QC and QQA; fields the person changed are marked as unsaved.
import { Badge, Button, Checkbox, Field, Input, Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { BRAND_DEFINITION_MESSAGES } from '../../../domain/brandDefinitionSchemas';
import { isWebsite } from '../../../domain/websites';
import { DateTimeText } from '../../components/DateTimeText';
import { AppLink } from '../taskPage/AppLink';
import { humanize } from '../taskPage/taskPageLogic';
import type { DefinitionBrandValues } from './definitionForm';
import type { DefinitionForm } from './useDefinitionForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM, alignItems: 'start' },
  field: { paddingInlineStart: tokens.spacingHorizontalS, borderInlineStartWidth: '3px', borderInlineStartStyle: 'solid', borderInlineStartColor: 'transparent', minWidth: 0 },
  review: { borderInlineStartColor: tokens.colorPaletteMarigoldBorderActive, backgroundColor: tokens.colorPaletteMarigoldBackground1, borderRadius: tokens.borderRadiusMedium },
  changed: { borderInlineStartColor: tokens.colorBrandStroke1 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  grow: { flexGrow: 1, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface DefinitionBrandPanelProps {
  brandId: number;
  businessStatus: string;
  updatedAt: unknown;
  form: DefinitionForm;
  highlighted: ReadonlySet<string>;
  readOnly: boolean;
}

export function DefinitionBrandPanel({ brandId, businessStatus, updatedAt, form, highlighted, readOnly }: DefinitionBrandPanelProps) {
  const styles = useStyles();
  const { values, brand } = form;

  const cell = (key: keyof DefinitionBrandValues | 'id' | 'businessStatus' | 'updatedAt', content: ReactNode) => (
    <div
      className={mergeClasses(styles.field, highlighted.has(key) && styles.review, form.changedFields.includes(key as keyof DefinitionBrandValues) && styles.changed)}
      {...(highlighted.has(key) ? { 'data-review': 'define' } : {})}
    >
      {content}
      {highlighted.has(key) ? (
        <Badge size="small" appearance="tint" color="warning">
          Changed in Define
        </Badge>
      ) : null}
    </div>
  );

  const website = values.website.trim();
  const websiteInvalid = website !== '' && !isWebsite(website);
  const nameMissing = values.name.trim() === '';

  return (
    <fieldset className={styles.root} disabled={readOnly} aria-label="Brand fields">
      <div className={styles.grid}>
        {cell(
          'id',
          <Field label="ID">
            <AppLink to={`/brands/${brandId}`}>{brandId}</AppLink>
          </Field>,
        )}
        {cell(
          'name',
          <Field label="Name" required validationMessage={nameMissing ? BRAND_DEFINITION_MESSAGES.nameRequired : undefined} validationState={nameMissing ? 'error' : 'none'}>
            <Input value={values.name} onChange={(_event, data) => brand.set('name', data.value)} />
          </Field>,
        )}
        {cell(
          'website',
          <Field label="Website" validationMessage={websiteInvalid ? BRAND_DEFINITION_MESSAGES.websiteInvalid : undefined} validationState={websiteInvalid ? 'error' : 'none'}>
            <div className={styles.row}>
              <Input
                className={styles.grow}
                type="url"
                value={values.website}
                placeholder={values.isHasNoWebsiteConfirmed ? 'No website' : 'https://'}
                disabled={values.isHasNoWebsiteConfirmed}
                onChange={(_event, data) => brand.set('website', data.value)}
              />
              <Tooltip content="Open the website in a new tab" relationship="label">
                <Button as="a" href={website || undefined} target="_blank" rel="noreferrer noopener" appearance="subtle" icon={<OpenRegular />} disabled={!website || websiteInvalid} />
              </Tooltip>
            </div>
          </Field>,
        )}
        {cell(
          'isHasNoWebsiteConfirmed',
          <Field label="Website confirmation">
            <Checkbox label="No website" checked={values.isHasNoWebsiteConfirmed} onChange={(_event, data) => brand.noWebsite(data.checked === true)} />
          </Field>,
        )}
        {cell(
          'useBrandNameAsLocationName',
          <Field label="Location names">
            <Checkbox label="Use brand name as location name" checked={values.useBrandNameAsLocationName} onChange={(_event, data) => brand.set('useBrandNameAsLocationName', data.checked === true)} />
          </Field>,
        )}
        {cell(
          'businessStatus',
          <Field label="Business status">
            <Text>{humanize(businessStatus)}</Text>
          </Field>,
        )}
        {cell(
          'updatedAt',
          <Field label="Updated at">
            <Text>
              <DateTimeText value={updatedAt as string} />
            </Text>
          </Field>,
        )}
      </div>
      <Text size={200} className={styles.muted}>
        {readOnly ? 'This task is resolved: reopen it to change the brand here.' : form.changedFields.length ? `Unsaved brand changes: ${form.changedFields.length}` : 'No unsaved brand changes'}
      </Text>
    </fieldset>
  );
}
