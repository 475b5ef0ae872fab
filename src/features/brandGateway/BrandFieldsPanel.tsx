// The gateway's Brand panel (spec 2, sections 2.3 and 4): every field with its rule. Fields DEFINE changed are marked in
// the QC and QQA views; fields the person changed are marked as unsaved.
import {
  Badge,
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  Link,
  Option,
  Radio,
  RadioGroup,
  SpinButton,
  Text,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, EditRegular, OpenRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { MANUAL_BRAND_EXCLUSION_REASONS, type BrandStatus } from '../../../domain/brandGatewaySchemas';
import { isWebsite } from '../../../domain/websites';
import { DateTimeText } from '../../components/DateTimeText';
import { AppLink } from '../taskPage/AppLink';
import { masterGatewayTaskPath } from './fromSlaveBrand';
import { BrandSearchPicker } from './BrandSearchPicker';
import type { BrandValues } from './gatewayForm';
import { label } from './gatewayLabels';
import type { GatewayForm } from './useGatewayForm';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';

// Opened by choosing an exclusion reason that asks for a comment: loads then.
const ExclusionCommentDialog = lazyWhenOpened(() => import('./ExclusionCommentDialog').then((m) => m.ExclusionCommentDialog));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM, alignItems: 'start' },
  wide: { gridColumn: 'span 2' },
  field: { paddingInlineStart: tokens.spacingHorizontalS, borderInlineStartWidth: '3px', borderInlineStartStyle: 'solid', borderInlineStartColor: 'transparent', minWidth: 0 },
  review: { borderInlineStartColor: tokens.colorPaletteMarigoldBorderActive, backgroundColor: tokens.colorPaletteMarigoldBackground1, borderRadius: tokens.borderRadiusMedium },
  changed: { borderInlineStartColor: tokens.colorBrandStroke1 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  grow: { flexGrow: 1, minWidth: 0 },
  comment: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export interface BrandFieldsPanelProps {
  brandId: number;
  /** The rank the brand has on the server: a slave's task shows its master as a link, not a picker. */
  serverRank: string | null;
  updatedAt: unknown;
  form: GatewayForm;
  /** Brand fields DEFINE changed (review by difference in QC and QQA). */
  highlighted: ReadonlySet<string>;
  onOpenNewBrand(): void;
  /** A resolved task: the fields are shown, not changed. */
  readOnly?: boolean;
}

export function BrandFieldsPanel({ brandId, form, highlighted, onOpenNewBrand, updatedAt, serverRank, readOnly = false }: BrandFieldsPanelProps) {
  const styles = useStyles();
  const { values, brand } = form;
  const isMaster = values.rank === 'MASTER';
  const isSlave = values.rank === 'SLAVE';
  const slaveTask = serverRank === 'SLAVE' && form.masterBrand !== null;

  /** One field, marked when DEFINE changed it (QC, QQA) or the person changed it and has not saved. */
  const cell = (key: keyof BrandValues | 'id' | 'updatedAt', content: ReactNode, wide = false) => (
    <div
      className={mergeClasses(styles.field, highlighted.has(key) && styles.review, form.changedFields.includes(key as keyof BrandValues) && styles.changed, wide && styles.wide)}
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

  const websiteInvalid = values.website.trim() !== '' && !isWebsite(values.website.trim());

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
          <Field label="Name" required>
            <Input value={values.name} onChange={(_event, data) => brand.set('name', data.value)} />
          </Field>,
        )}
        {cell(
          'website',
          <Field label="Website" validationMessage={websiteInvalid ? 'Website is not valid' : undefined} validationState={websiteInvalid ? 'error' : 'none'}>
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
                <Button as="a" href={values.website || undefined} target="_blank" rel="noreferrer noopener" appearance="subtle" icon={<OpenRegular />} disabled={!values.website || websiteInvalid} />
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
          'rank',
          <Field label="Rank" required>
            <RadioGroup layout="horizontal" value={values.rank ?? ''} onChange={(_event, data) => brand.rank(data.value as 'MASTER' | 'SLAVE')}>
              <Radio value="MASTER" label="Master" />
              <Radio value="SLAVE" label="Slave" />
            </RadioGroup>
          </Field>,
        )}
        {cell(
          'messinessScore',
          <Field label="Messiness">
            <SpinButton min={0} max={100} value={values.messinessScore} onChange={(_event, data) => brand.set('messinessScore', Math.max(0, Math.min(100, Math.round(Number(data.value ?? data.displayValue ?? 0) || 0))))} />
          </Field>,
        )}
        {isMaster &&
          cell(
            'status',
            <Field label="Inclusion" required>
              <RadioGroup layout="horizontal" value={values.status === 'NEW' ? '' : values.status} onChange={(_event, data) => brand.inclusion(data.value as BrandStatus)}>
                <Radio value="INCLUDED" label="Included" />
                <Radio value="EXCLUDED" label="Excluded" />
              </RadioGroup>
            </Field>,
          )}
        {isSlave &&
          cell(
            'masterBrandId',
            <Field label="Master brand" required>
              {slaveTask && form.masterBrand ? (
                <Link href={form.masterBrand.brandGatewayTaskId ? masterGatewayTaskPath(form.masterBrand.brandGatewayTaskId, brandId) : `/brands/${form.masterBrand.id}`} target="_blank" rel="noopener">
                  {form.masterBrand.name} ({form.masterBrand.id}) <OpenRegular aria-label="opens in a new tab" />
                </Link>
              ) : (
                <BrandSearchPicker label="Master brand" value={form.masterBrand} rank="MASTER" excludeId={brandId} placeholder="Search master brands" onChange={brand.master} />
              )}
            </Field>,
          )}
        {values.status === 'EXCLUDED' &&
          cell(
            'exclusionReason',
            <Field label="Exclusion reason" required>
              <Dropdown
                placeholder="Choose a reason"
                value={values.exclusionReason ? label(values.exclusionReason) : ''}
                selectedOptions={values.exclusionReason ? [values.exclusionReason] : []}
                onOptionSelect={(_event, data) => brand.exclusionReason(data.optionValue ?? null)}
              >
                {MANUAL_BRAND_EXCLUSION_REASONS.map((reason) => (
                  <Option key={reason} value={reason}>
                    {label(reason)}
                  </Option>
                ))}
              </Dropdown>
            </Field>,
          )}
        {values.status === 'EXCLUDED' &&
          cell(
            'exclusionReasonComment',
            <Field label="Exclusion comment" required={values.exclusionReason === 'MISC'}>
              <div className={styles.row}>
                <Text className={mergeClasses(styles.grow, styles.comment, !values.exclusionReasonComment && styles.muted)}>{values.exclusionReasonComment || 'No comment'}</Text>
                <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => form.setCommentAsked(true)}>
                  {values.exclusionReasonComment ? 'Edit' : 'Add'}
                </Button>
              </div>
            </Field>,
          )}
        {cell(
          'hasOnlyUnsupportedBusinessTypes',
          <Field label="Businesses">
            <Checkbox
              label="Has only unsupported businesses"
              checked={values.hasOnlyUnsupportedBusinessTypes}
              onChange={(_event, data) => brand.set('hasOnlyUnsupportedBusinessTypes', data.checked === true)}
            />
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
      <div className={styles.footer}>
        <Text size={200} className={styles.muted}>
          {readOnly ? 'This task is resolved: reopen it to change the brand here.' : form.changedFields.length ? `Unsaved brand changes: ${form.changedFields.length}` : 'No unsaved brand changes'}
        </Text>
        <Button icon={<AddRegular />} onClick={onOpenNewBrand}>
          New brand
        </Button>
      </div>
      <ExclusionCommentDialog open={form.commentAsked} initial={values.exclusionReasonComment} onSave={brand.comment} onCancel={() => form.setCommentAsked(false)} />
    </fieldset>
  );
}
