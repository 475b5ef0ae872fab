// The fifteen columns of the gateway's locations table (spec 2, section 2.3): id, original brand, name, H&S location,
// H&S business type, Google name, Google match, website, address, Inclusion, Exclusion reason, Exclusion comment, Change
// brand, Duplicate of, Clone. The editable ones change the row through the form's rules.
import { Badge, Button, Dropdown, Input, Link, Option, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { LOCATION_EXCLUSION_REASONS, MANUAL_LOCATION_EXCLUSION_REASONS, type BrandStatus } from '../../../domain/brandGatewaySchemas';
import type { EditableTableColumn } from '../../components/EditableTable';
import { CloneLocationButton } from '../locations/CloneLocationButton';
import { taskPath } from '../taskPage/taskPageLogic';
import { BrandSearchPicker } from './BrandSearchPicker';
import { withLocationExclusionReason, type BrandRef, type LocationValues } from './gatewayForm';
import { label } from './gatewayLabels';
import type { LocationsPanelQuery$data } from './__generated__/LocationsPanelQuery.graphql';

export type LocationRow = NonNullable<LocationsPanelQuery$data['brand']>['locations']['locations'][number];

export const useLocationCellStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  clip: { display: 'block', maxWidth: '220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  select: { minWidth: '130px' },
  reason: { minWidth: '170px' },
  input: { minWidth: '180px' },
  picker: { minWidth: '200px' },
});

const MATCH_COLOR: Record<string, 'success' | 'brand' | 'warning' | 'danger' | 'informative'> = {
  HIGHEST: 'success',
  HIGH: 'success',
  MANUAL: 'brand',
  MEDIUM: 'warning',
  LOW: 'danger',
  NO: 'informative',
};

export interface LocationColumnActions {
  valuesOf(row: LocationRow): LocationValues;
  newBrandOf(row: LocationRow): BrandRef | null;
  setStatus(row: LocationRow, status: BrandStatus): void;
  set(row: LocationRow, values: LocationValues): void;
  move(row: LocationRow, brand: BrandRef | null): void;
  openAddress(row: LocationRow): void;
  brandId: number;
}

type Styles = ReturnType<typeof useLocationCellStyles>;

const Muted = ({ styles, children }: { styles: Styles; children?: string | null }) => <Text className={children ? styles.clip : styles.muted}>{children || '-'}</Text>;

export function locationColumns(styles: Styles, actions: LocationColumnActions): Array<EditableTableColumn<LocationRow>> {
  return [
    { id: 'id', header: 'ID', render: (row) => <Text weight="semibold">{row.databaseId}</Text> },
    {
      id: 'originalBrand',
      header: 'Original brand',
      render: (row) =>
        row.originalBrand && row.originalBrand.databaseId !== actions.brandId ? (
          <Link href={row.originalBrand.brandGatewayTaskId ? taskPath('BRAND_GATEWAY', row.originalBrand.brandGatewayTaskId) : `/brands/${row.originalBrand.databaseId}`} target="_blank" rel="noopener">
            {row.originalBrand.name}
          </Link>
        ) : (
          <Text className={styles.muted}>{row.originalBrand ? 'This brand' : '-'}</Text>
        ),
    },
    { id: 'name', header: 'Name', render: (row) => <Text className={styles.clip} title={row.name}>{row.name}</Text> },
    {
      id: 'fsaLocation',
      header: 'H&S location',
      width: '200px',
      render: (row) => (
        <span className={styles.stack}>
          <Muted styles={styles}>{row.fsaLocation?.name}</Muted>
          {row.fsaLocation?.postCode ? <Text size={200} className={styles.muted}>{row.fsaLocation.postCode}</Text> : null}
        </span>
      ),
    },
    { id: 'fsaBusinessType', header: 'H&S business type', render: (row) => <Muted styles={styles}>{row.fsaLocation?.businessType}</Muted> },
    { id: 'googleName', header: 'Google name', width: '180px', render: (row) => <Muted styles={styles}>{row.googleLocation?.name}</Muted> },
    {
      id: 'googleMatch',
      header: 'Google match',
      render: (row) => (
        <Badge appearance="tint" color={MATCH_COLOR[row.googleMatchRank] ?? 'informative'}>
          {label(row.googleMatchRank)}
        </Badge>
      ),
    },
    {
      id: 'website',
      header: 'Website',
      render: (row) => {
        const values = actions.valuesOf(row);
        return <Input className={styles.input} size="small" type="url" aria-label={`Website of location ${row.databaseId}`} value={values.website} placeholder="https://" onChange={(_event, data) => actions.set(row, { ...values, website: data.value })} />;
      },
    },
    {
      id: 'address',
      header: 'Address',
      render: (row) => (
        <Tooltip content={row.formattedAddress ?? row.fsaLocation?.formattedAddress ?? 'No address'} relationship="description">
          <Button size="small" appearance="subtle" icon={<LocationRegular />} onClick={() => actions.openAddress(row)} aria-label={`Address of location ${row.databaseId}`} />
        </Tooltip>
      ),
    },
    {
      id: 'inclusion',
      header: 'Inclusion',
      render: (row) => {
        const values = actions.valuesOf(row);
        return (
          <Dropdown
            className={styles.select}
            size="small"
            aria-label={`Inclusion of location ${row.databaseId}`}
            placeholder="Choose"
            value={values.status === 'NEW' ? '' : label(values.status)}
            selectedOptions={values.status === 'NEW' ? [] : [values.status]}
            onOptionSelect={(_event, data) => data.optionValue && actions.setStatus(row, data.optionValue as BrandStatus)}
          >
            <Option value="INCLUDED">Included</Option>
            <Option value="EXCLUDED">Excluded</Option>
          </Dropdown>
        );
      },
    },
    {
      id: 'exclusionReason',
      header: 'Exclusion reason',
      render: (row) => {
        const values = actions.valuesOf(row);
        const systemReason = values.exclusionReason !== null && !(MANUAL_LOCATION_EXCLUSION_REASONS as readonly string[]).includes(values.exclusionReason);
        const options: readonly string[] = systemReason ? LOCATION_EXCLUSION_REASONS.filter((reason) => reason === values.exclusionReason || (MANUAL_LOCATION_EXCLUSION_REASONS as readonly string[]).includes(reason)) : MANUAL_LOCATION_EXCLUSION_REASONS;
        return (
          <Dropdown
            className={styles.reason}
            size="small"
            data-location-reason={row.databaseId}
            aria-label={`Exclusion reason of location ${row.databaseId}`}
            placeholder={values.status === 'EXCLUDED' ? 'Choose a reason' : '-'}
            value={values.exclusionReason ? label(values.exclusionReason) : ''}
            selectedOptions={values.exclusionReason ? [values.exclusionReason] : []}
            onOptionSelect={(_event, data) => data.optionValue && actions.set(row, withLocationExclusionReason(values, data.optionValue))}
          >
            {options.map((reason) => (
              <Option key={reason} value={reason}>
                {label(reason)}
              </Option>
            ))}
          </Dropdown>
        );
      },
    },
    {
      id: 'exclusionComment',
      header: 'Exclusion comment',
      render: (row) => {
        const values = actions.valuesOf(row);
        return (
          <Input
            className={styles.input}
            size="small"
            aria-label={`Exclusion comment of location ${row.databaseId}`}
            value={values.exclusionReasonComment}
            disabled={values.status !== 'EXCLUDED'}
            placeholder={values.exclusionReason === 'MISC' ? 'Required for Miscellaneous' : ''}
            onChange={(_event, data) => actions.set(row, { ...values, exclusionReasonComment: data.value })}
          />
        );
      },
    },
    {
      id: 'changeBrand',
      header: 'Change brand',
      render: (row) => (
        <span className={styles.picker}>
          <BrandSearchPicker label={`New brand of location ${row.databaseId}`} size="small" notRank="SLAVE" excludeId={actions.brandId} value={actions.newBrandOf(row)} placeholder="Move to brand" onChange={(brand) => actions.move(row, brand)} />
        </span>
      ),
    },
    {
      id: 'duplicateOf',
      header: 'Duplicate of',
      render: (row) => (row.duplicateOf ? <Text>{`${row.duplicateOf.name} (${row.duplicateOf.databaseId})`}</Text> : <Text className={styles.muted}>-</Text>),
    },
    {
      id: 'clone',
      header: 'Clone',
      hideHeader: true,
      // The Clone location modal of location detail; shown only with location.clone.
      render: (row) => <CloneLocationButton location={{ databaseId: row.databaseId, name: row.name, brandId: actions.brandId }} />,
    },
  ];
}
