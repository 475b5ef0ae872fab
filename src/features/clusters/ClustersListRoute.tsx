// /menu-scraping-templates/clusters: the clusters list (spec 3, section 2). Filters (has template; template status,
// enabled only with has template and cleared otherwise; assigned; assigned to, among admins and team leaders; rerun
// step; has updated fingerprints), the sort and the page live in the query string (clusterListQueryString.ts). Rows
// open the cluster (click, or j/k then Enter). Fetched without caching (spec 3, section 7).
import { Badge, Button, Field, Select, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { TEMPLATE_STATUS_LABELS, TEMPLATE_STATUSES, type TemplateStatus } from '../../../domain/menuScrapingTemplates';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PAGE_SIZES, Paginator } from '../../components/Paginator';
import { readPaging, writePaging, type Paging } from '../../components/pagingParams';
import { useQueryStringUpdate } from '../../components/useQueryStringUpdate';
import { PanelErrorBoundary } from '../brandDefinition/PanelErrorBoundary';
import { humanizeEnum } from '../tasks/taskListLogic';
import { useTemplatePageStyles } from '../templates/templatePageStyles';
import { TemplatesAreaTabs } from '../templates/TemplatesAreaTabs';
import { TemplateStatusBadge } from '../templates/TemplateStatusBadge';
import type { ClustersListRouteQuery, ClustersListRouteQuery$data } from './__generated__/ClustersListRouteQuery.graphql';
import { ClusterAssigneePicker } from './ClusterAssigneePicker';
import {
  clusterListApiFilters,
  hasClusterListFilter,
  readClusterListFilters,
  RERUN_STEP_FILTERS,
  withClusterListFilters,
  type ClusterListFilters,
  type ClusterSortCriterion,
  type RerunStepFilter,
} from './clusterListQueryString';
import { clusterPath } from './clusterPaths';

const DEFAULT_PAGE_SIZE = 10;

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  id: { fontWeight: tokens.fontWeightSemibold },
  select: { minWidth: '150px' },
});

type Row = ClustersListRouteQuery$data['menuScrapingClusters']['items'][number];

const SORTS: { value: string; label: string; criterion: ClusterSortCriterion | null; order: 'asc' | 'desc' }[] = [
  { value: '', label: 'Id (oldest first)', criterion: null, order: 'asc' },
  { value: 'ID:desc', label: 'Id (newest first)', criterion: 'ID', order: 'desc' },
  { value: 'MENU_COUNT:desc', label: 'Menus (most first)', criterion: 'MENU_COUNT', order: 'desc' },
  { value: 'MENU_COUNT:asc', label: 'Menus (fewest first)', criterion: 'MENU_COUNT', order: 'asc' },
  { value: 'APPROVED_MENU_COUNT:desc', label: 'Approved menus (most first)', criterion: 'APPROVED_MENU_COUNT', order: 'desc' },
  { value: 'APPROVED_MENU_COUNT:asc', label: 'Approved menus (fewest first)', criterion: 'APPROVED_MENU_COUNT', order: 'asc' },
  { value: 'TEMPLATE_NAME:asc', label: 'Template name (A to Z)', criterion: 'TEMPLATE_NAME', order: 'asc' },
  { value: 'TEMPLATE_NAME:desc', label: 'Template name (Z to A)', criterion: 'TEMPLATE_NAME', order: 'desc' },
  { value: 'TEMPLATE_STATUS:asc', label: 'Template status (New first)', criterion: 'TEMPLATE_STATUS', order: 'asc' },
  { value: 'TEMPLATE_STATUS:desc', label: 'Template status (Confirmed first)', criterion: 'TEMPLATE_STATUS', order: 'desc' },
];

const sortValueOf = (filters: ClusterListFilters) =>
  !filters.sortingCriterion || (filters.sortingCriterion === 'ID' && filters.sortingOrder === 'asc') ? '' : `${filters.sortingCriterion}:${filters.sortingOrder}`;

const flagValue = (value: boolean | null) => (value === null ? '' : String(value));
const readFlag = (value: string) => (value === 'true' ? true : value === 'false' ? false : null);

function YesNoFilter({ label, value, onChange, yes = 'Yes', no = 'No' }: { label: string; value: boolean | null; onChange(value: boolean | null): void; yes?: string; no?: string }) {
  const styles = useStyles();
  return (
    <Field label={label}>
      <Select className={styles.select} value={flagValue(value)} onChange={(_event, data) => onChange(readFlag(data.value))}>
        <option value="">Any</option>
        <option value="true">{yes}</option>
        <option value="false">{no}</option>
      </Select>
    </Field>
  );
}

export function ClustersListRoute() {
  const pageStyles = useTemplatePageStyles();
  const styles = useStyles();
  useDocumentTitle('Clusters');
  // Two changes before the next render (a filter, then the sort) both count (useQueryStringUpdate).
  const [params, update] = useQueryStringUpdate();
  const paging = readPaging(params, DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const filters = readClusterListFilters(params);
  const change = (changes: Partial<ClusterListFilters>) => update((current) => withClusterListFilters(current, changes));

  return (
    <div className={pageStyles.page}>
      <PageHeader title="Clusters" subtitle="Menus of one site layout, scraped together with one template." />
      <TemplatesAreaTabs selected="clusters" />
      <div className={styles.filters} role="search" aria-label="Cluster filters">
        <YesNoFilter label="Has template" value={filters.hasTemplate} onChange={(hasTemplate) => change({ hasTemplate })} />
        <Tooltip content={filters.hasTemplate === true ? 'The status of the cluster template' : 'Set Has template to Yes first'} relationship="description" withArrow>
          <Field label="Template status">
            <Select
              className={styles.select}
              disabled={filters.hasTemplate !== true}
              value={filters.templateStatus ?? ''}
              onChange={(_event, data) => change({ templateStatus: (data.value || null) as TemplateStatus | null })}
            >
              <option value="">All statuses</option>
              {TEMPLATE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {TEMPLATE_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </Field>
        </Tooltip>
        <YesNoFilter label="Assigned" value={filters.isAssigned} onChange={(isAssigned) => change({ isAssigned })} />
        <ClusterAssigneePicker value={filters.assignedToId} onChange={(assignedToId) => change({ assignedToId })} />
        <Field label="Rerun step">
          <Select className={styles.select} value={filters.rerunStepType ?? ''} onChange={(_event, data) => change({ rerunStepType: (data.value || null) as RerunStepFilter | null })}>
            <option value="">Any step</option>
            {RERUN_STEP_FILTERS.map((step) => (
              <option key={step} value={step}>
                {step === 'NONE' ? 'No rerun flow' : humanizeEnum(step)}
              </option>
            ))}
          </Select>
        </Field>
        <YesNoFilter label="Has updated fingerprints" value={filters.hasUpdatedFingerprints} onChange={(hasUpdatedFingerprints) => change({ hasUpdatedFingerprints })} />
        <Field label="Sort by">
          <Select
            value={sortValueOf(filters)}
            onChange={(_event, data) => {
              const sort = SORTS.find((option) => option.value === data.value) ?? SORTS[0];
              change({ sortingCriterion: sort.criterion, sortingOrder: sort.order });
            }}
          >
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.results}>
        <PanelErrorBoundary title="The clusters could not be loaded.">
          <Suspense
            fallback={
              <>
                <Text className={pageStyles.muted}>Loading records</Text>
                <DataTable ariaLabel="Clusters" columns={[]} items={[]} getRowKey={() => ''} loading keyboardShortcuts={false} />
              </>
            }
          >
            <ClustersListResults
              paging={paging}
              filters={filters}
              onPaging={(next) => update((current) => writePaging(current, next, DEFAULT_PAGE_SIZE))}
              onClear={() => change({ hasTemplate: null, templateStatus: null, isAssigned: null, assignedToId: null, rerunStepType: null, hasUpdatedFingerprints: null })}
            />
          </Suspense>
        </PanelErrorBoundary>
      </div>
    </div>
  );
}

interface ResultsProps {
  paging: Paging;
  filters: ClusterListFilters;
  onPaging(paging: Paging): void;
  onClear(): void;
}

function ClustersListResults({ paging, filters, onPaging, onClear }: ResultsProps) {
  const styles = useStyles();
  const pageStyles = useTemplatePageStyles();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<ClustersListRouteQuery>(
    graphql`
      query ClustersListRouteQuery(
        $filters: MenuScrapingClusterFilters
        $page: Int!
        $pageSize: Int!
        $sortingCriterion: MenuScrapingClusterSortingCriterion
        $sortingOrder: SortingOrder
      ) {
        menuScrapingClusters(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
          total
          items {
            id
            databaseId
            menuCount
            approvedMenuCount
            menuScrapingTemplate {
              name
              status
            }
            assignedTo {
              name
            }
            rerunStepType
            hasUpdatedFingerprints
            createdDate
            modifiedDate
            modifiedBy {
              name
            }
          }
        }
      }
    `,
    {
      filters: clusterListApiFilters(filters),
      page: paging.page,
      pageSize: paging.pageSize,
      sortingCriterion: filters.sortingCriterion,
      sortingOrder: filters.sortingCriterion ? filters.sortingOrder : null,
    },
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  const { total, items } = data.menuScrapingClusters;

  const columns = useMemo<Array<DataTableColumn<Row>>>(
    () => [
      { id: 'id', header: 'Id', width: '72px', render: (row) => <span className={styles.id}>{row.databaseId}</span> },
      { id: 'menus', header: 'Menus', width: '80px', align: 'end', render: (row) => row.menuCount },
      { id: 'approved', header: 'Approved menus', width: '120px', align: 'end', render: (row) => row.approvedMenuCount },
      { id: 'template', header: 'Template name', render: (row) => row.menuScrapingTemplate?.name ?? <span className={pageStyles.muted}>No template</span> },
      { id: 'templateStatus', header: 'Template status', render: (row) => (row.menuScrapingTemplate ? <TemplateStatusBadge status={row.menuScrapingTemplate.status} /> : '-') },
      { id: 'assigned', header: 'Assigned to', render: (row) => row.assignedTo?.name ?? <span className={pageStyles.muted}>Nobody</span> },
      { id: 'step', header: 'Rerun step', render: (row) => (row.rerunStepType ? humanizeEnum(row.rerunStepType) : <span className={pageStyles.muted}>No flow</span>) },
      {
        id: 'fingerprints',
        header: 'Has updated fingerprints',
        render: (row) =>
          row.hasUpdatedFingerprints ? (
            <Badge appearance="tint" color="warning" shape="rounded">
              Yes
            </Badge>
          ) : (
            <span className={pageStyles.muted}>No</span>
          ),
      },
      { id: 'created', header: 'Created date', render: (row) => <span className={pageStyles.nowrap}><DateTimeText value={row.createdDate} /></span> },
      { id: 'modified', header: 'Modified date', render: (row) => <span className={pageStyles.nowrap}><DateTimeText value={row.modifiedDate} /></span> },
      { id: 'modifiedBy', header: 'Modified by', render: (row) => row.modifiedBy?.name ?? '-' },
    ],
    [styles, pageStyles],
  );

  const filtered = hasClusterListFilter(filters);
  return (
    <>
      <Text className={pageStyles.muted} aria-live="polite">{`${total} matching records`}</Text>
      <DataTable
        ariaLabel="Clusters"
        columns={columns}
        items={items}
        getRowKey={(row) => row.id}
        onRowOpen={(row) => void navigate(clusterPath(row.databaseId))}
        empty={
          <EmptyState
            title={filtered ? 'No clusters match these filters' : 'No clusters yet'}
            description={filtered ? 'Change the filters, or clear them.' : 'Clusters appear when menus of one platform and layout are grouped.'}
            actions={filtered ? <Button onClick={onClear}>Clear the filters</Button> : undefined}
          />
        }
      />
      <Paginator page={paging.page} pageSize={paging.pageSize} total={total} onChange={(page, pageSize) => onPaging({ page, pageSize })} />
    </>
  );
}
