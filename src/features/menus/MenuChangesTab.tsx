// The menu page's Changes tab (spec 2, section 2.13): what the chosen scraping run changed, titles and dishes, each with
// its change status and, for updates, its fields old -> new against the run before (FieldChanges). Narrowed by item
// kind, change statuses and the nine dish filters; paged like the Full Menu (10 by default).
import {
  Badge,
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, FoodRegular, TextBulletListTreeRegular } from '@fluentui/react-icons';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { EmptyState } from '../../components/EmptyState';
import { Paginator } from '../../components/Paginator';
import { changeStatusStyle } from '../menuItems/changeStatusStyles';
import { DishFilterBar } from '../menuItems/DishFilterBar';
import { dishFiltersInput } from '../menuItems/dishFilters';
import { FieldChanges } from '../menuItems/FieldChanges';
import type { MenuChangesTabQuery } from './__generated__/MenuChangesTabQuery.graphql';
import { CHANGE_STATUSES, type ChangeItemKind, type ChangeStatusValue, type MenuItemsState } from './menuItemsQueryString';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  group: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  divider: { width: '1px', alignSelf: 'stretch', backgroundColor: tokens.colorNeutralStroke2, marginInline: tokens.spacingHorizontalS },
  dot: { width: '8px', height: '8px', borderRadius: tokens.borderRadiusCircular, display: 'inline-block' },
  table: { tableLayout: 'fixed' },
  row: { verticalAlign: 'top' },
  statusCell: { width: '190px', borderLeftWidth: '4px', borderLeftStyle: 'solid' },
  kindCell: { width: '110px' },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalXS },
  path: { color: tokens.colorNeutralForeground3 },
  kind: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
  foot: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  cellPad: { paddingBlock: tokens.spacingVerticalS },
});

const KIND_CHOICES: [ChangeItemKind | null, string][] = [
  [null, 'All items'],
  ['DISH', 'Dishes'],
  ['MENU_TITLE', 'Menu titles'],
];

export interface MenuChangesTabProps {
  menuId: string;
  state: MenuItemsState;
  jobId: number | null;
  onChange(change: Partial<MenuItemsState>): void;
}

export function MenuChangesTab({ menuId, state, jobId, onChange }: MenuChangesTabProps) {
  const styles = useStyles();
  const data = useLazyLoadQuery<MenuChangesTabQuery>(
    graphql`
      query MenuChangesTabQuery(
        $id: ID!
        $jobId: Int
        $itemKind: MenuItemKind
        $changeStatuses: [MenuItemChangeStatus!]
        $filters: DishFilters
        $page: Int
        $pageSize: Int
      ) {
        menu(id: $id) {
          itemChanges(jobId: $jobId, itemKind: $itemKind, changeStatuses: $changeStatuses, filters: $filters, page: $page, pageSize: $pageSize) {
            jobId
            total
            items {
              itemKind
              itemId
              changeStatus
              label
              menuTitlePath
              fields {
                field
                previous
                current
              }
            }
          }
        }
      }
    `,
    {
      id: menuId,
      jobId,
      itemKind: state.itemKind,
      changeStatuses: state.changeStatuses.length ? state.changeStatuses : null,
      filters: dishFiltersInput(state.filters),
      page: state.page,
      pageSize: state.pageSize,
    },
    { fetchPolicy: 'store-and-network' },
  );
  const changes = data.menu?.itemChanges;
  const narrowed = state.itemKind !== null || state.changeStatuses.length > 0 || dishFiltersInput(state.filters) !== null;
  const toggleStatus = (status: ChangeStatusValue) =>
    onChange({ changeStatuses: state.changeStatuses.includes(status) ? state.changeStatuses.filter((value) => value !== status) : CHANGE_STATUSES.filter((value) => value === status || state.changeStatuses.includes(value)) });

  return (
    <div className={styles.root}>
      <div className={styles.toolbar} role="toolbar" aria-label="Which changes">
        <div className={styles.group} role="group" aria-label="Item kind">
          {KIND_CHOICES.map(([kind, label]) => (
            <ToggleButton key={label} size="small" shape="circular" checked={state.itemKind === kind} onClick={() => onChange({ itemKind: kind })}>
              {label}
            </ToggleButton>
          ))}
        </div>
        <span className={styles.divider} aria-hidden />
        <div className={styles.group} role="group" aria-label="Change statuses">
          {CHANGE_STATUSES.map((status) => {
            const style = changeStatusStyle(status);
            return (
              <ToggleButton
                key={status}
                size="small"
                shape="circular"
                checked={state.changeStatuses.includes(status)}
                icon={<span className={styles.dot} style={{ backgroundColor: style.color }} />}
                onClick={() => toggleStatus(status)}
              >
                {style.label}
              </ToggleButton>
            );
          })}
        </div>
      </div>
      <DishFilterBar filters={state.filters} onChange={(filters) => onChange({ filters })} />
      {!changes || changes.items.length === 0 ? (
        narrowed ? (
          <EmptyState title="No changes match" description="No change of this run matches the chosen kinds, statuses and filters." />
        ) : (
          <EmptyState icon={<CheckmarkCircleRegular />} title="No changes in this run" description="This run found the menu's titles and dishes as the run before left them." />
        )
      ) : (
        <Table className={styles.table} aria-label="Changes in this run" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.statusCell} style={{ borderLeftColor: 'transparent' }}>
                Change
              </TableHeaderCell>
              <TableHeaderCell className={styles.kindCell}>Kind</TableHeaderCell>
              <TableHeaderCell>Item</TableHeaderCell>
              <TableHeaderCell>What changed</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {changes.items.map((change) => {
              const style = changeStatusStyle(change.changeStatus);
              return (
                <TableRow key={`${change.itemKind}:${change.itemId}`} className={styles.row} data-change-status={change.changeStatus}>
                  <TableCell className={styles.statusCell} style={{ borderLeftColor: style.color }}>
                    <Badge appearance="tint" color={style.badge}>
                      {style.label}
                    </Badge>
                  </TableCell>
                  <TableCell className={styles.kindCell}>
                    <span className={styles.kind}>
                      {change.itemKind === 'DISH' ? <FoodRegular aria-hidden /> : <TextBulletListTreeRegular aria-hidden />}
                      <Caption1>{change.itemKind === 'DISH' ? 'Dish' : 'Menu title'}</Caption1>
                    </span>
                  </TableCell>
                  <TableCell>
                    <div className={styles.item}>
                      <Text weight="semibold">{change.label}</Text>
                      {change.menuTitlePath.length ? <Caption1 className={styles.path}>{change.menuTitlePath.join(' › ')}</Caption1> : null}
                    </div>
                  </TableCell>
                  <TableCell>
                    <div className={styles.cellPad}>
                      {change.fields.length ? <FieldChanges changes={change.fields} /> : <Caption1 className={styles.muted}>{whatHappened(change.changeStatus)}</Caption1>}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <div className={styles.foot}>
        <Caption1 className={styles.muted}>{changes ? `${changes.total} ${changes.total === 1 ? 'change' : 'changes'}${narrowed ? ' match' : ''}` : ''}</Caption1>
        <Paginator page={state.page} pageSize={state.pageSize} total={changes?.total ?? 0} onChange={(nextPage, pageSize) => onChange(pageSize !== state.pageSize ? { pageSize, page: 1 } : { page: nextPage })} />
      </div>
    </div>
  );
}

function whatHappened(status: string): string {
  switch (status) {
    case 'CREATED':
      return 'New in this run';
    case 'DELETED':
      return 'Gone from the menu in this run';
    case 'RESTORED':
      return 'Back on the menu after being deleted';
    default:
      return 'Changed';
  }
}
