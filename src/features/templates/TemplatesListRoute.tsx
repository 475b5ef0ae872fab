// /menu-scraping-templates/templates: the template list (spec 3, section 2). Name search, status filter and sort by name
// or status, with the page, in the query string (templateListQueryString.ts); Add template; Edit and Delete (confirmed)
// per row. Rows open the template (click, or j/k then Enter).
import { Button, Field, Select, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { Suspense, useMemo, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { TEMPLATE_STATUS_LABELS, TEMPLATE_STATUSES, type TemplateSortCriterion, type TemplateStatus } from '../../../domain/menuScrapingTemplates';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { PAGE_SIZES, Paginator } from '../../components/Paginator';
import { readPaging, writePaging, type Paging } from '../../components/pagingParams';
import { useQueryStringUpdate } from '../../components/useQueryStringUpdate';
import { DebouncedSearchBox } from '../brands/DebouncedSearchBox';
import type { TemplatesListRouteQuery, TemplatesListRouteQuery$data } from './__generated__/TemplatesListRouteQuery.graphql';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import { readTemplateListFilters, withTemplateListFilters, type TemplateListFilters } from './templateListQueryString';
import { TEMPLATES_PATH, templatePath, useTemplatePageStyles } from './templatePageStyles';
import { TemplatesAreaTabs } from './TemplatesAreaTabs';
import { TemplateStatusBadge } from './TemplateStatusBadge';

const DEFAULT_PAGE_SIZE = 10;

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  name: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, justifyContent: 'flex-end' },
  by: { display: 'flex', flexDirection: 'column' },
});

type Row = TemplatesListRouteQuery$data['menuScrapingTemplates']['items'][number];

/** The sort choices as one control: none (by id), or name or status, up or down. */
const SORTS: { value: string; label: string; criterion: TemplateSortCriterion | null; order: 'asc' | 'desc' }[] = [
  { value: '', label: 'ID', criterion: null, order: 'asc' },
  { value: 'NAME:asc', label: 'Name (A to Z)', criterion: 'NAME', order: 'asc' },
  { value: 'NAME:desc', label: 'Name (Z to A)', criterion: 'NAME', order: 'desc' },
  { value: 'STATUS:asc', label: 'Status (New first)', criterion: 'STATUS', order: 'asc' },
  { value: 'STATUS:desc', label: 'Status (Confirmed first)', criterion: 'STATUS', order: 'desc' },
];

export function TemplatesListRoute() {
  const pageStyles = useTemplatePageStyles();
  const styles = useStyles();
  useDocumentTitle('Templates');
  const navigate = useNavigate();
  // Two changes before the next render (a filter, then the sort) both count (useQueryStringUpdate).
  const [params, update] = useQueryStringUpdate();
  const paging = readPaging(params, DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const filters = readTemplateListFilters(params);
  const sortValue = filters.sortingCriterion ? `${filters.sortingCriterion}:${filters.sortingOrder}` : '';

  const commands = useMemo<Command[]>(
    () => [{ id: 'templates.add', title: 'Add template', group: 'Templates', keywords: ['new', 'create', 'menu scraping template'], run: () => void navigate(`${TEMPLATES_PATH}/create`) }],
    [navigate],
  );
  useRegisterCommands(commands);

  const change = (changes: Partial<TemplateListFilters>) => update((current) => withTemplateListFilters(current, changes));

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Templates"
        subtitle="Versioned scraping instructions, each written once for every menu of one layout."
        actions={
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(`${TEMPLATES_PATH}/create`)}>
            Add template
          </Button>
        }
      />
      <TemplatesAreaTabs />
      <div className={styles.filters} role="search" aria-label="Template filters">
        <DebouncedSearchBox
          value={filters.templateSearchTerm}
          onChange={(term) => change({ templateSearchTerm: term })}
          label="Template search"
          placeholder="Template name  ( / )"
          shortcut={{ keys: '/', description: 'Search templates', group: 'Templates' }}
        />
        <Field label="Status">
          <Select value={filters.templateStatus ?? ''} onChange={(_event, data) => change({ templateStatus: (data.value || null) as TemplateStatus | null })}>
            <option value="">All statuses</option>
            {TEMPLATE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TEMPLATE_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Sort by">
          <Select
            value={sortValue}
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
        <Suspense fallback={<Text className={pageStyles.muted}>Loading records</Text>}>
          <TemplatesListResults
            paging={paging}
            filters={filters}
            onPaging={(next) => update((current) => writePaging(current, next, DEFAULT_PAGE_SIZE))}
            onClear={() => change({ templateSearchTerm: '', templateStatus: null })}
          />
        </Suspense>
      </div>
    </div>
  );
}

interface TemplatesListResultsProps {
  paging: Paging;
  filters: TemplateListFilters;
  onPaging(paging: Paging): void;
  onClear(): void;
}

function TemplatesListResults({ paging, filters, onPaging, onClear }: TemplatesListResultsProps) {
  const styles = useStyles();
  const pageStyles = useTemplatePageStyles();
  const navigate = useNavigate();
  const [refetchKey, setRefetchKey] = useState(0);
  const [refetching, startRefetch] = useTransition();
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const data = useLazyLoadQuery<TemplatesListRouteQuery>(
    graphql`
      query TemplatesListRouteQuery(
        $filters: MenuScrapingTemplateFilters
        $page: Int!
        $pageSize: Int!
        $sortingCriterion: MenuScrapingTemplateSortingCriterion
        $sortingOrder: SortingOrder
      ) {
        menuScrapingTemplates(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) {
          total
          items {
            id
            databaseId
            name
            menuCount
            status
            scrapingInstructionsVersionNumber
            createdDate
            createdBy {
              name
            }
            modifiedDate
            modifiedBy {
              name
            }
          }
        }
      }
    `,
    {
      filters: { templateStatus: filters.templateStatus, templateSearchTerm: filters.templateSearchTerm || null },
      page: paging.page,
      pageSize: paging.pageSize,
      sortingCriterion: filters.sortingCriterion,
      sortingOrder: filters.sortingOrder,
    },
    // Spec 3, section 7: template lists are fetched without caching.
    { fetchPolicy: 'network-only', fetchKey: `${usePageRetryKey()}:${refetchKey}` },
  );
  const { total, items } = data.menuScrapingTemplates;

  const columns = useMemo<Array<DataTableColumn<Row>>>(
    () => [
      { id: 'id', header: 'Id', width: '72px', render: (row) => <span className={pageStyles.muted}>{row.databaseId}</span> },
      { id: 'name', header: 'Name', render: (row) => <span className={styles.name}>{row.name}</span> },
      { id: 'menus', header: 'Menu count', width: '110px', render: (row) => row.menuCount },
      { id: 'status', header: 'Status', width: '120px', render: (row) => <TemplateStatusBadge status={row.status} /> },
      { id: 'version', header: 'Version', width: '90px', render: (row) => `v${row.scrapingInstructionsVersionNumber}` },
      {
        id: 'created',
        header: 'Created',
        render: (row) => (
          <span className={styles.by}>
            <span className={pageStyles.nowrap}>
              <DateTimeText value={row.createdDate} />
            </span>
            <span className={pageStyles.muted}>{row.createdBy?.name ?? '-'}</span>
          </span>
        ),
      },
      {
        id: 'modified',
        header: 'Modified',
        render: (row) => (
          <span className={styles.by}>
            <span className={pageStyles.nowrap}>
              <DateTimeText value={row.modifiedDate} />
            </span>
            <span className={pageStyles.muted}>{row.modifiedBy?.name ?? '-'}</span>
          </span>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        hideHeader: true,
        align: 'end',
        width: '96px',
        render: (row) => (
          <span className={styles.actions}>
            <Tooltip content="Edit" relationship="description" withArrow>
              <LinkButton to={templatePath(row.databaseId)} appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${row.name}`} />
            </Tooltip>
            <Tooltip content="Delete" relationship="description" withArrow>
              <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Delete ${row.name}`} onClick={() => setToDelete({ id: row.id, name: row.name })} />
            </Tooltip>
          </span>
        ),
      },
    ],
    [styles, pageStyles],
  );

  const filtered = filters.templateSearchTerm !== '' || filters.templateStatus !== null;
  return (
    <>
      <Text className={pageStyles.muted} aria-live="polite">
        {refetching ? 'Loading records' : `${total} matching records`}
      </Text>
      <DataTable
        ariaLabel="Templates"
        columns={columns}
        items={items}
        getRowKey={(row) => row.id}
        onRowOpen={(row) => void navigate(templatePath(row.databaseId))}
        loading={refetching}
        empty={
          <EmptyState
            title={filtered ? 'No templates match these filters' : 'No templates yet'}
            description={filtered ? 'Change the search or the status, or clear them.' : 'Add a template from a scraping instructions file.'}
            actions={filtered ? <Button onClick={onClear}>Clear the filters</Button> : undefined}
          />
        }
      />
      <Paginator page={paging.page} pageSize={paging.pageSize} total={total} onChange={(page, pageSize) => onPaging({ page, pageSize })} />
      <DeleteTemplateDialog template={toDelete} onClose={() => setToDelete(null)} onDeleted={() => startRefetch(() => setRefetchKey((key) => key + 1))} />
    </>
  );
}
