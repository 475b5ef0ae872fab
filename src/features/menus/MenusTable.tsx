// The menus table (spec 2, section 2.12): Menu ID, Brand, Website, Structure, Annotations, Locations, Dishes, JSON file
// download, Last update; and Format and Status, which the list filters by, in the filters' words. Rows open the menu
// (click, or j/k then Enter); the download button reads the menu's data.
import { Button, Link, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentTextRegular, OpenRegular } from '@fluentui/react-icons';
import { useMemo, useState, type ReactNode } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import { EMPTY_VALUE } from '../../../domain/dates';
import { useNotify } from '../../app/notifications/useNotify';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { errorMessage } from '../../relay/errorMessage';
import { RouterLink } from '../brands/RouterLink';
import { brandPath, enumLabel } from '../brands/brandLabels';
import type { MenusTable_menus$data, MenusTable_menus$key } from './__generated__/MenusTable_menus.graphql';
import { downloadMenuData } from './menuDataFile';
import { menuPath } from './menuListQueryString';

const useStyles = makeStyles({
  id: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
  number: { fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
  text: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: '240px', fontSize: tokens.fontSizeBase200 },
  website: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, maxWidth: '260px', whiteSpace: 'nowrap' },
  websiteText: { overflow: 'hidden', textOverflow: 'ellipsis' },
  nowrap: { whiteSpace: 'nowrap' },
});

type MenuRow = MenusTable_menus$data[number];

const HEADERS = ['Menu ID', 'Brand', 'Website', 'Format', 'Status', 'Structure', 'Annotations', 'Locations', 'Dishes', 'JSON', 'Last update'];
export const MENUS_LOADING_COLUMNS: Array<DataTableColumn<never>> = HEADERS.map((header) => ({ id: header, header, render: () => null }));

export interface MenusTableProps {
  menus: MenusTable_menus$key;
  loading: boolean;
  canOpen: boolean;
  empty?: ReactNode;
}

export function MenusTable({ menus: menusKey, loading, canOpen, empty }: MenusTableProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const notify = useNotify();
  // The menu page's Go back returns to the list with these filters.
  const { search } = useLocation();
  const [downloading, setDownloading] = useState<number | null>(null);
  const menus = useFragment(
    graphql`
      fragment MenusTable_menus on Menu @relay(plural: true) {
        id
        databaseId
        url
        format
        status
        structure
        fullAnnotations
        locationCount
        dishCount
        modifiedDate
        brand {
          databaseId
          name
        }
      }
    `,
    menusKey,
  );

  const columns = useMemo<Array<DataTableColumn<MenuRow>>>(() => {
    const text = (value: string | null | undefined, label: string) =>
      value ? (
        <span className={styles.text} title={value}>
          {value}
        </span>
      ) : (
        <span className={styles.muted} aria-label={`${label}: none`}>
          {EMPTY_VALUE}
        </span>
      );
    const download = async (menuId: number) => {
      setDownloading(menuId);
      try {
        await downloadMenuData(environment, menuId);
      } catch (error) {
        notify.error('Failed to download menu data', errorMessage(error));
      } finally {
        setDownloading(null);
      }
    };
    return [
      { id: 'id', header: 'Menu ID', render: (menu) => <span className={styles.id}>{menu.databaseId}</span> },
      {
        id: 'brand',
        header: 'Brand',
        render: (menu) => (
          <span onClick={(event) => event.stopPropagation()}>
            <RouterLink to={brandPath(menu.brand.databaseId)}>{menu.brand.name}</RouterLink>
          </span>
        ),
      },
      {
        id: 'website',
        header: 'Website',
        render: (menu) =>
          menu.url ? (
            <Link href={menu.url} target="_blank" rel="noreferrer" className={styles.website} title={menu.url} onClick={(event) => event.stopPropagation()}>
              <span className={styles.websiteText}>{menu.url.replace(/^https?:\/\//, '')}</span>
              <OpenRegular aria-hidden />
            </Link>
          ) : (
            <span className={styles.muted}>{EMPTY_VALUE}</span>
          ),
      },
      {
        id: 'format',
        header: 'Format',
        render: (menu) => (menu.format ? <span className={styles.nowrap}>{enumLabel(menu.format)}</span> : <span className={styles.muted}>{EMPTY_VALUE}</span>),
      },
      { id: 'status', header: 'Status', render: (menu) => <span className={styles.nowrap}>{enumLabel(menu.status)}</span> },
      { id: 'structure', header: 'Structure', render: (menu) => text(menu.structure, 'Structure') },
      { id: 'annotations', header: 'Annotations', render: (menu) => text(menu.fullAnnotations, 'Annotations') },
      { id: 'locations', header: 'Locations', align: 'end', render: (menu) => <span className={styles.number}>{menu.locationCount}</span> },
      { id: 'dishes', header: 'Dishes', align: 'end', render: (menu) => <span className={styles.number}>{menu.dishCount}</span> },
      {
        id: 'json',
        header: 'JSON',
        render: (menu) => (
          <Tooltip content={`Download menu ${menu.databaseId} as JSON`} relationship="label" withArrow>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowDownloadRegular />}
              disabled={downloading === menu.databaseId}
              onClick={(event) => {
                event.stopPropagation();
                void download(menu.databaseId);
              }}
            />
          </Tooltip>
        ),
      },
      {
        id: 'updated',
        header: 'Last update',
        render: (menu) => (
          <span className={styles.nowrap}>
            <DateTimeText value={menu.modifiedDate} />
          </span>
        ),
      },
    ];
  }, [styles, environment, notify, downloading]);

  return (
    <DataTable
      ariaLabel="Menus"
      columns={columns}
      items={menus}
      getRowKey={(menu) => menu.id}
      onRowOpen={canOpen ? (menu) => void navigate(menuPath(menu.databaseId), { state: { menusSearch: search } }) : undefined}
      loading={loading}
      empty={empty ?? <EmptyState icon={<DocumentTextRegular />} title="No menus" description="Menus appear here once a menu definition task sets them." />}
    />
  );
}
