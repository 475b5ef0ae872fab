// The menu page's Full Menu tab (spec 2, section 2.13): the title tree (500 px) beside the nine dish filters, the dishes
// of the chosen title and its sub-titles, coloured by what the chosen scraping run did to them (Dish.changeStatus for
// that jobId), and the paginator (10 per page by default). Reads its page of dishes with its own query, so the tree
// and the run selector above it stay while a new page loads.
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FilterDismissRegular } from '@fluentui/react-icons';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { EmptyState } from '../../components/EmptyState';
import { Paginator } from '../../components/Paginator';
import { DishFilterBar } from '../menuItems/DishFilterBar';
import { dishFiltersInput, type DishFilterValues } from '../menuItems/dishFilters';
import { DishDensityToggle } from '../menuItems/DishDensityToggle';
import { DishTable } from '../menuItems/DishTable';
import { DISH_ROW_HEIGHTS, useDishTableDensity } from '../menuItems/dishTableDensity';
import type { MenuFullMenuTabQuery } from './__generated__/MenuFullMenuTabQuery.graphql';
import type { MenuItemsState } from './menuItemsQueryString';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  total: { color: tokens.colorNeutralForeground3 },
  foot: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

// Tall enough for the default page of 10 rows without a scrollbar of its own.
const MAX_TABLE_HEIGHT = 800;

export interface MenuFullMenuTabProps {
  menuId: string;
  state: MenuItemsState;
  /** The run whose changes colour the dishes; null: the newest. */
  jobId: number | null;
  onChange(change: Partial<MenuItemsState>): void;
}

export function MenuFullMenuTab({ menuId, state, jobId, onChange }: MenuFullMenuTabProps) {
  const styles = useStyles();
  const data = useLazyLoadQuery<MenuFullMenuTabQuery>(
    graphql`
      query MenuFullMenuTabQuery($id: ID!, $titleId: Int, $filters: DishFilters, $jobId: Int, $page: Int, $pageSize: Int) {
        menu(id: $id) {
          dishes(menuTitleId: $titleId, includeChildTitles: true, filters: $filters, jobId: $jobId, page: $page, pageSize: $pageSize) {
            total
            dishes {
              ...DishTable_dishes
            }
          }
        }
      }
    `,
    { id: menuId, titleId: state.titleId, filters: dishFiltersInput(state.filters), jobId, page: state.page, pageSize: state.pageSize },
    { fetchPolicy: 'store-and-network' },
  );
  const page = data.menu?.dishes;
  const filtered = state.titleId !== null || dishFiltersInput(state.filters) !== null;
  const rows = page?.dishes.length ?? 0;
  const [density, setDensity] = useDishTableDensity();
  return (
    <div className={styles.root}>
      <DishFilterBar filters={state.filters} onChange={(filters: DishFilterValues) => onChange({ filters })} />
      <DishTable
        dishes={page?.dishes ?? []}
        label="Dishes of the menu"
        changeSource="run"
        density={density}
        height={Math.min(MAX_TABLE_HEIGHT, 36 + Math.max(rows, 1) * DISH_ROW_HEIGHTS[density] + 2)}
        empty={
          filtered ? (
            <EmptyState icon={<FilterDismissRegular />} title="No dishes match" description="No dish of this title matches the filters. Clear a filter or choose All titles." />
          ) : (
            <EmptyState title="No dishes yet" description="The menu's dishes appear here once a scrape of the menu has found them." />
          )
        }
      />
      <div className={styles.foot}>
        <Caption1 className={styles.total}>
          {page ? `${page.total} ${page.total === 1 ? 'dish' : 'dishes'}${filtered ? ' match' : ''}` : ''}
        </Caption1>
        <DishDensityToggle density={density} onChange={setDensity} />
        <Paginator page={state.page} pageSize={state.pageSize} total={page?.total ?? 0} onChange={(nextPage, pageSize) => onChange(pageSize !== state.pageSize ? { pageSize, page: 1 } : { page: nextPage })} />
      </div>
    </div>
  );
}
