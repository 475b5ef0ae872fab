// One page of the menu's dishes for the review (spec 2, sections 2.7 and 9): read by its own query with the title, the
// nine filters, 'Changed only', page and pageSize of the query string, so paging and filtering fetch just that page.
// With 'Changed only' off, the page's changed dishes come first (each group in menu order) and all are marked; a first
// review (no approved run) shows what the newest run did instead.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, SearchRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DishEditField } from '../../../domain/dishReviewSchemas';
import { EmptyState } from '../../components/EmptyState';
import { Paginator } from '../../components/Paginator';
import { DishTable, type DishEdits } from '../menuItems/DishTable';
import type { DishTableDensity } from '../menuItems/dishTableDensity';
import { dishFiltersInput, type DishQuery } from '../menuItems/dishFilters';
import type { DishPageQuery } from './__generated__/DishPageQuery.graphql';
import { changedFirst } from './dishReviewActionRules';

export const DISH_PAGE_SIZES = [10, 20, 40, 100, 500, 5000];

const useStyles = makeStyles({
  foot: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface DishPageProps {
  menuId: number;
  query: DishQuery;
  changedOnly: boolean;
  /** The menu has an approved run: otherwise every dish is new and no changed count is shown. */
  hasBaseline: boolean;
  fetchKey: number;
  density: DishTableDensity;
  edits: DishEdits;
  selectedIds: ReadonlySet<number>;
  editable: boolean;
  selectable: boolean;
  onSelectionChange(next: ReadonlySet<number>): void;
  onEdit(dishId: number, field: DishEditField, value: string, stored: string | null | undefined): void;
  onPageChange(page: number, pageSize: number): void;
  onShowAll(): void;
}

export function DishPage({ menuId, query, changedOnly, hasBaseline, fetchKey, density, edits, selectedIds, editable, selectable, onSelectionChange, onEdit, onPageChange, onShowAll }: DishPageProps) {
  const styles = useStyles();
  const data = useLazyLoadQuery<DishPageQuery>(
    graphql`
      query DishPageQuery($menuId: ID!, $menuTitleId: Int, $filters: DishFilters, $changedOnly: Boolean, $page: Int, $pageSize: Int) {
        menu(id: $menuId) {
          id
          dishes(menuTitleId: $menuTitleId, includeChildTitles: true, filters: $filters, changedOnly: $changedOnly, page: $page, pageSize: $pageSize) {
            total
            changedTotal
            dishes {
              databaseId
              name
              price
              description
              ingredients
              calories
              diets
              addons
              miscInfo
              allergens
              nutritions
              changeSinceApproval {
                changeStatus
              }
              ...DishTable_dishes
            }
          }
        }
      }
    `,
    {
      menuId: String(menuId),
      menuTitleId: query.titleId,
      filters: dishFiltersInput(query.filters),
      changedOnly,
      page: query.page,
      pageSize: query.pageSize,
    },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const page = data.menu?.dishes;
  const dishes = useMemo(() => (page ? (changedOnly ? [...page.dishes] : hasBaseline ? changedFirst(page.dishes, (dish) => dish.changeSinceApproval !== null && dish.changeSinceApproval !== undefined) : [...page.dishes]) : []), [page, changedOnly, hasBaseline]);
  const stored = useMemo(() => new Map(dishes.map((dish) => [dish.databaseId, dish])), [dishes]);

  if (!page) return <EmptyState title="Menu not found" description="The menu of this review no longer exists." />;
  const filtered = query.titleId !== null || dishFiltersInput(query.filters) !== null;
  const empty = changedOnly ? (
    <EmptyState icon={<CheckmarkCircleRegular />} title="No changed dishes" description={filtered ? 'No dish changed since the last approved run matches the filters.' : 'No dish changed since the last approved run.'} actions={<Button onClick={onShowAll}>Show all dishes</Button>} />
  ) : (
    <EmptyState icon={<SearchRegular />} title={filtered ? 'No dish matches the filters' : 'This menu has no dishes'} description={filtered ? 'Clear a filter or choose another title.' : 'The scrape found no dishes: reject or rescrape the menu.'} />
  );

  return (
    <>
      <DishTable
        dishes={dishes}
        label="Dishes"
        density={density}
        changeSource={hasBaseline ? 'approval' : 'run'}
        selectedIds={selectable ? selectedIds : undefined}
        onSelectionChange={selectable ? onSelectionChange : undefined}
        edits={edits}
        onEdit={editable ? (id, field, value) => onEdit(id, field, value, stored.get(id)?.[field]) : undefined}
        empty={empty}
      />
      <div className={styles.foot}>
        <Text size={200} className={styles.muted} aria-live="polite">
          {changedOnly ? `${page.total} changed ${page.total === 1 ? 'dish' : 'dishes'}` : `${page.total} ${page.total === 1 ? 'dish' : 'dishes'}${hasBaseline ? `, ${page.changedTotal} changed` : ''}`}
        </Text>
        <Paginator page={query.page} pageSize={query.pageSize} total={page.total} pageSizes={DISH_PAGE_SIZES} onChange={onPageChange} />
      </div>
    </>
  );
}
