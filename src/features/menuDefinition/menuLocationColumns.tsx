// The columns of the menu definition locations table (spec 2, section 2.5): ID, Location name, Address, Menu status,
// Website, Scraping Cluster ID, Menu URL, Menu format, Not scrapeable reason and comment, Example menu, Availability
// comment, Menu updated at. An own menu's fields are edited in the row; a row using the brand menu shows the brand
// menu as the Brand panel holds it; a row without a menu shows dashes. Excluded locations are shown, not edited.
import { Badge, Checkbox, Dropdown, Input, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LOCATION_MENU_STATUSES, MENU_FORMATS, MENU_NOT_SCRAPEABLE_REASONS, type LocationMenuStatus, type MenuFormat, type MenuNotScrapeableReason } from '../../../domain/menuDefinitionSchemas';
import { DateTimeText } from '../../components/DateTimeText';
import type { EditableTableColumn } from '../../components/EditableTable';
import { AppLink } from '../taskPage/AppLink';
import { humanize } from '../taskPage/taskPageLogic';
import type { MenuLocationsPanelQuery$data } from './__generated__/MenuLocationsPanelQuery.graphql';
import type { MenuDefinitionLocationValues, MenuValues } from './menuDefinitionForm';
import { menuFormatLabel, menuStatusLabel, notScrapeableReasonLabel } from './menuLabels';

export type MenuLocationRow = NonNullable<MenuLocationsPanelQuery$data['brand']>['locations']['locations'][number];

export const CLOSED_BUSINESS_STATUSES: readonly string[] = ['CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY'];
export const isClosedBusiness = (row: { readonly businessStatus: string }) => CLOSED_BUSINESS_STATUSES.includes(row.businessStatus);

export const useMenuCellStyles = makeStyles({
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  clip: { display: 'block', maxWidth: '220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  address: { display: 'block', maxWidth: '240px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  select: { minWidth: '160px' },
  url: { minWidth: '220px' },
  comment: { minWidth: '180px' },
});

type Styles = ReturnType<typeof useMenuCellStyles>;

export interface MenuColumnActions {
  valuesOf(row: MenuLocationRow): MenuDefinitionLocationValues;
  /** The brand menu as the Brand panel holds it, or null when the brand has no menu. */
  brandMenu: MenuValues | null;
  isChanged(row: MenuLocationRow): boolean;
  setStatus(row: MenuLocationRow, status: LocationMenuStatus): void;
  set<K extends Exclude<keyof MenuValues, 'format'>>(row: MenuLocationRow, key: K, value: MenuValues[K]): void;
  setFormat(row: MenuLocationRow, format: MenuFormat | null): void;
}

const Muted = ({ styles, children, className }: { styles: Styles; children?: string | number | null; className?: string }) => (
  <Text className={children != null && children !== '' ? (className ?? styles.clip) : styles.muted} title={children != null ? String(children) : undefined}>
    {children != null && children !== '' ? children : '-'}
  </Text>
);

export function menuLocationColumns(styles: Styles, actions: MenuColumnActions): Array<EditableTableColumn<MenuLocationRow>> {
  /** What the row's menu columns show: its own menu (editable), the brand menu (read), or nothing. */
  const shownMenu = (row: MenuLocationRow) => {
    const values = actions.valuesOf(row);
    const editable = values.menuStatus === 'OWN_MENU' && row.status !== 'EXCLUDED';
    const menu = values.menuStatus === 'OWN_MENU' ? values.menu : values.menuStatus === 'SAME_AS_BRAND' ? actions.brandMenu : null;
    return { values, editable, menu };
  };
  /** The stored menu's own fields (cluster, updated at) when the row still uses the menu it was stored with. */
  const storedMenu = (row: MenuLocationRow) => (actions.valuesOf(row).menuStatus === (row.menuStatus ?? null) ? row.menu : null);

  return [
    {
      id: 'id',
      header: 'ID',
      render: (row) => (
        <span className={styles.stack}>
          <AppLink to={`/brands/locations/${row.databaseId}`}>{row.databaseId}</AppLink>
          {actions.isChanged(row) ? (
            <Badge size="small" appearance="tint" color="brand">
              Unsaved
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'name',
      header: 'Location name',
      width: '180px',
      render: (row) => (
        <span className={styles.stack}>
          <Muted styles={styles}>{row.name}</Muted>
          {isClosedBusiness(row) ? (
            <Badge size="small" appearance="outline" color="danger">
              {humanize(row.businessStatus)}
            </Badge>
          ) : null}
          {row.status === 'EXCLUDED' ? (
            <Badge size="small" appearance="tint" color="informative">
              Excluded
            </Badge>
          ) : null}
        </span>
      ),
    },
    { id: 'address', header: 'Address', render: (row) => <Muted styles={styles} className={styles.address}>{row.formattedAddress ?? row.fsaLocation?.formattedAddress ?? null}</Muted> },
    {
      id: 'menuStatus',
      header: 'Menu status',
      render: (row) => {
        const status = actions.valuesOf(row).menuStatus;
        return (
          <Dropdown
            className={styles.select}
            size="small"
            aria-label={`Menu status, location ${row.databaseId}`}
            data-menu-status={row.databaseId}
            placeholder="Choose"
            disabled={row.status === 'EXCLUDED'}
            value={status ? menuStatusLabel(status) : ''}
            selectedOptions={status ? [status] : []}
            onOptionSelect={(_event, data) => data.optionValue && actions.setStatus(row, data.optionValue as LocationMenuStatus)}
          >
            {LOCATION_MENU_STATUSES.map((value) => (
              <Option key={value} value={value} disabled={value === 'SAME_AS_BRAND' && !actions.brandMenu}>
                {menuStatusLabel(value)}
              </Option>
            ))}
          </Dropdown>
        );
      },
    },
    {
      id: 'website',
      header: 'Website',
      render: (row) =>
        row.website ? (
          <a href={row.website} target="_blank" rel="noreferrer noopener" className={styles.clip} title={row.website}>
            {row.website}
          </a>
        ) : (
          <Muted styles={styles} />
        ),
    },
    { id: 'cluster', header: 'Scraping Cluster ID', render: (row) => <Muted styles={styles}>{storedMenu(row)?.menuScrapingClusterId ?? null}</Muted> },
    {
      id: 'url',
      header: 'Menu URL',
      render: (row) => {
        const { editable, menu } = shownMenu(row);
        if (!editable) return <Muted styles={styles}>{menu?.url || null}</Muted>;
        return (
          <Input
            className={styles.url}
            size="small"
            type="url"
            placeholder="https://"
            aria-label={`Menu URL, location ${row.databaseId}`}
            data-menu-url={row.databaseId}
            value={menu?.url ?? ''}
            onChange={(_event, data) => actions.set(row, 'url', data.value)}
          />
        );
      },
    },
    {
      id: 'format',
      header: 'Menu format',
      render: (row) => {
        const { editable, menu } = shownMenu(row);
        if (!editable) return <Muted styles={styles}>{menu?.format ? menuFormatLabel(menu.format) : null}</Muted>;
        return (
          <Dropdown
            className={styles.select}
            size="small"
            aria-label={`Menu format, location ${row.databaseId}`}
            placeholder="Choose"
            value={menu?.format ? menuFormatLabel(menu.format) : ''}
            selectedOptions={menu?.format ? [menu.format] : []}
            onOptionSelect={(_event, data) => actions.setFormat(row, (data.optionValue as MenuFormat | undefined) ?? null)}
          >
            {MENU_FORMATS.map((format) => (
              <Option key={format} value={format}>
                {menuFormatLabel(format)}
              </Option>
            ))}
          </Dropdown>
        );
      },
    },
    {
      id: 'notScrapeable',
      header: 'Not scrapeable reason and comment',
      render: (row) => {
        const { editable, menu } = shownMenu(row);
        if (!editable || menu?.format !== 'HTML_NOT_SCRAPEABLE') {
          return (
            <span className={styles.stack}>
              <Muted styles={styles}>{menu?.notScrapeableReason ? notScrapeableReasonLabel(menu.notScrapeableReason) : null}</Muted>
              {menu?.notScrapeableComment ? <Muted styles={styles}>{menu.notScrapeableComment}</Muted> : null}
            </span>
          );
        }
        return (
          <span className={styles.stack}>
            <Dropdown
              className={styles.select}
              size="small"
              aria-label={`Not scrapeable reason, location ${row.databaseId}`}
              placeholder="Choose a reason"
              value={menu.notScrapeableReason ? notScrapeableReasonLabel(menu.notScrapeableReason) : ''}
              selectedOptions={menu.notScrapeableReason ? [menu.notScrapeableReason] : []}
              onOptionSelect={(_event, data) => actions.set(row, 'notScrapeableReason', (data.optionValue as MenuNotScrapeableReason | undefined) ?? null)}
            >
              {MENU_NOT_SCRAPEABLE_REASONS.map((reason) => (
                <Option key={reason} value={reason}>
                  {notScrapeableReasonLabel(reason)}
                </Option>
              ))}
            </Dropdown>
            <Input
              className={styles.comment}
              size="small"
              placeholder="Comment"
              aria-label={`Not scrapeable comment, location ${row.databaseId}`}
              value={menu.notScrapeableComment}
              onChange={(_event, data) => actions.set(row, 'notScrapeableComment', data.value)}
            />
          </span>
        );
      },
    },
    {
      id: 'isExample',
      header: 'Example menu',
      render: (row) => {
        const { editable, menu } = shownMenu(row);
        if (!menu) return <Muted styles={styles} />;
        return (
          <Checkbox
            aria-label={`Example menu, location ${row.databaseId}`}
            checked={menu.isExample === true}
            disabled={!editable}
            onChange={(_event, data) => actions.set(row, 'isExample', data.checked === true)}
          />
        );
      },
    },
    {
      id: 'availability',
      header: 'Availability comment',
      render: (row) => {
        const { editable, menu } = shownMenu(row);
        if (!editable) return <Muted styles={styles}>{menu?.availabilityComment || null}</Muted>;
        return (
          <Input
            className={styles.comment}
            size="small"
            aria-label={`Availability comment, location ${row.databaseId}`}
            value={menu?.availabilityComment ?? ''}
            onChange={(_event, data) => actions.set(row, 'availabilityComment', data.value)}
          />
        );
      },
    },
    { id: 'menuUpdatedAt', header: 'Menu updated at', render: (row) => <Text className={styles.muted}><DateTimeText value={storedMenu(row)?.modifiedDate ?? null} /></Text> },
  ];
}

