// One of the platform form's two tables (spec 3, section 2): 'Invalid menus' (the platform's menus whose URL does not
// match the normalization regex) or 'Valid menus', ten a page with the total. An invalid menu's URL is edited in place
// through the menu detail's own URL mutation (updateClusterMenu), so the change follows a menu URL change's rules
// (history, its scraping task); after a save both tables read again and a fixed menu moves to 'Valid menus'.
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { menuUrlSchema } from '../../../../domain/menuSchemas';
import { useNotify } from '../../../app/notifications/useNotify';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { Paginator } from '../../../components/Paginator';
import { errorMessage } from '../../../relay/errorMessage';
import { PanelErrorBoundary } from '../../brandDefinition/PanelErrorBoundary';
import { RouterLink } from '../../brands/RouterLink';
import { InlineTextField } from '../../menus/InlineTextField';
import { useUpdateClusterMenuMutation } from '../../menus/useUpdateClusterMenuMutation';
import type { PlatformMenusTableQuery, PlatformMenusTableQuery$data } from './__generated__/PlatformMenusTableQuery.graphql';

export const PLATFORM_MENUS_PAGE_SIZE = 10;

type PlatformMenu = PlatformMenusTableQuery$data['menusByUrlRegex']['items'][number];

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  count: { color: tokens.colorNeutralForeground3 },
  url: { wordBreak: 'break-all' },
});

export interface PlatformMenusTableProps {
  kind: 'invalid' | 'valid';
  urlIdentificationRegex: string;
  urlNormalizationRegex: string;
  page: number;
  onPage(page: number): void;
  /** Changes when a menu URL was saved: both tables read again. */
  refreshKey: number;
  onMenuUrlSaved(): void;
  canEditUrl: boolean;
}

export function PlatformMenusTable(props: PlatformMenusTableProps) {
  const styles = useStyles();
  const title = props.kind === 'invalid' ? 'Invalid menus' : 'Valid menus';
  return (
    <section className={styles.section} aria-label={title}>
      <Text as="h2" weight="semibold" size={400}>
        {title}
      </Text>
      <PanelErrorBoundary key={`${props.urlIdentificationRegex}\u0000${props.urlNormalizationRegex}`} title={`Error trying to fetch ${props.kind} menus.`}>
        <Suspense fallback={<DataTable ariaLabel={title} columns={[]} items={[]} getRowKey={() => ''} loading loadingRows={3} keyboardShortcuts={false} />}>
          <PlatformMenusResults {...props} title={title} />
        </Suspense>
      </PanelErrorBoundary>
    </section>
  );
}

function PlatformMenusResults({ kind, urlIdentificationRegex, urlNormalizationRegex, page, onPage, refreshKey, onMenuUrlSaved, canEditUrl, title }: PlatformMenusTableProps & { title: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const [updateMenu] = useUpdateClusterMenuMutation();
  const data = useLazyLoadQuery<PlatformMenusTableQuery>(
    graphql`
      query PlatformMenusTableQuery($urlIdentificationRegex: String!, $urlNormalizationRegex: String!, $shouldMatchNormalizationRegex: Boolean!, $page: Int!, $pageSize: Int!) {
        menusByUrlRegex(
          urlIdentificationRegex: $urlIdentificationRegex
          urlNormalizationRegex: $urlNormalizationRegex
          shouldMatchNormalizationRegex: $shouldMatchNormalizationRegex
          page: $page
          pageSize: $pageSize
        ) {
          total
          items {
            id
            databaseId
            url
            modifiedDate
            menuDefinitionTaskId
          }
        }
      }
    `,
    { urlIdentificationRegex, urlNormalizationRegex, shouldMatchNormalizationRegex: kind === 'valid', page, pageSize: PLATFORM_MENUS_PAGE_SIZE },
    { fetchPolicy: 'network-only', fetchKey: refreshKey },
  );
  const { total, items } = data.menusByUrlRegex;

  const columns = useMemo<Array<DataTableColumn<PlatformMenu>>>(() => {
    const saveUrl = (menu: PlatformMenu) => async (url: string) => {
      try {
        await updateMenu({ id: String(menu.databaseId), data: { url, expectedModifiedDate: String(menu.modifiedDate) } });
        notify.success(`Successfully updated URL, notes or the format for menu ${menu.databaseId}.`);
        onMenuUrlSaved();
      } catch (error) {
        notify.error(`Failed to update URL for menu ${menu.databaseId}.`, errorMessage(error));
        throw new Error(errorMessage(error));
      }
    };
    return [
      { id: 'id', header: 'Menu ID', width: '96px', render: (menu) => <RouterLink to={`/menus/${menu.databaseId}`}>{menu.databaseId}</RouterLink> },
      {
        id: 'url',
        header: 'URL',
        render: (menu) =>
          kind === 'invalid' && canEditUrl ? (
            <InlineTextField label={`URL of menu ${menu.databaseId}`} hideLabel value={menu.url} schema={menuUrlSchema} placeholder="https://" onSave={saveUrl(menu)} />
          ) : (
            <Link className={styles.url} href={menu.url} target="_blank" rel="noreferrer">
              {menu.url}
            </Link>
          ),
      },
      {
        id: 'task',
        header: 'Menu definition task',
        width: '160px',
        render: (menu) => (menu.menuDefinitionTaskId ? <RouterLink to={`/tasks/menu-definition/${menu.menuDefinitionTaskId}`}>{menu.menuDefinitionTaskId}</RouterLink> : '—'),
      },
    ];
  }, [kind, canEditUrl, updateMenu, notify, onMenuUrlSaved, styles.url]);

  return (
    <>
      <Text className={styles.count} aria-live="polite">{`${total} ${kind} menus`}</Text>
      <DataTable
        ariaLabel={title}
        columns={columns}
        items={items}
        getRowKey={(menu) => menu.id}
        keyboardShortcuts={kind === 'invalid'}
        empty={<EmptyState title={kind === 'invalid' ? 'No invalid menus' : 'No valid menus'} description={kind === 'invalid' ? "Every menu of this platform has a URL in the platform's canonical form." : 'No menu of this platform has a URL in its canonical form yet.'} />}
      />
      <Paginator page={page} pageSize={PLATFORM_MENUS_PAGE_SIZE} pageSizes={[PLATFORM_MENUS_PAGE_SIZE]} total={total} onChange={(next) => onPage(next)} />
    </>
  );
}
