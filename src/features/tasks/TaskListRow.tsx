// One row of a task list, with the columns spec 1 section 2 gives each kind.
import { Badge, TableCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { EMPTY_VALUE } from '../../../domain/dates';
import { DateTimeText } from '../../components/DateTimeText';
import { LockMarker } from '../locks/LockMarker';
import type { TaskListRow_task$key } from './__generated__/TaskListRow_task.graphql';
import type { TaskListSlug } from './taskListDefinitions';

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected, outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '-2px' },
  closed: { color: tokens.colorNeutralForeground4, textDecorationLine: 'line-through' },
  id: { fontVariantNumeric: 'tabular-nums' },
  brand: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  url: { maxWidth: '280px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' },
});

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value));
const label = (value: string | null | undefined) => (value ? value.replaceAll('_', ' ').toLowerCase() : EMPTY_VALUE);

export const LIST_COLUMNS: Record<TaskListSlug, string[]> = {
  'brand-gateway': ['Brand ID', 'Brand name', 'Assigned', 'Included locations', 'Total locations', 'Messiness score', 'Unsupported business', 'Updated at'],
  'brand-definition': ['Brand ID', 'Name', 'Assigned', 'Included by', 'Included locations', 'Total locations', 'Updated at'],
  'menu-definition': ['Brand ID', 'Name', 'Assigned', 'Brand defined by', 'Included locations', 'Total locations', 'Updated at'],
  'menu-scraping': ['Brand ID', 'Menu ID', 'Assigned', 'Brand name', 'Locations', 'Menu URL', 'Menu status', 'Menu format', 'Comment', 'Updated at', 'Scraped at'],
  'dish-review': ['Brand ID', 'Menu ID', 'Assigned', 'Brand name', 'Locations', 'Menu URL', 'Menu status', 'Updated at', 'Scraped at'],
};

export interface TaskListRowProps {
  task: TaskListRow_task$key;
  slug: TaskListSlug;
  active: boolean;
  onOpen(databaseId: number): void;
}

export function TaskListRow({ task: taskKey, slug, active, onOpen }: TaskListRowProps) {
  const styles = useStyles();
  const task = useFragment(
    graphql`
      fragment TaskListRow_task on Task {
        databaseId
        status
        modifiedDate
        isAwaiting
        assignedTo {
          name
        }
        brand {
          databaseId
          name
          locationCount
          includedLocationCount
          messinessScore
          hasOnlyUnsupportedBusinessTypes
        }
        ... on BrandDefinitionTask {
          includedBy {
            name
          }
        }
        ... on MenuDefinitionTask {
          brandDefinedBy {
            name
          }
          isClosedBusiness
        }
        ... on MenuScrapingTask {
          menu {
            databaseId
            url
            status
            format
            scrapingIssueComment
            scrapedDate
            locationCount
          }
        }
        ... on DishReviewTask {
          menu {
            databaseId
            url
            status
            scrapedDate
            locationCount
          }
        }
      }
    `,
    taskKey,
  );
  const brandId = (
    <span className={styles.brand}>
      <LockMarker entityType="BRAND" entityId={task.brand.databaseId} />
      <span className={styles.id}>{task.brand.databaseId}</span>
    </span>
  );
  const assigned = (
    <>
      {task.assignedTo?.name ?? EMPTY_VALUE}
      {task.isAwaiting && (
        <Badge size="small" appearance="tint" color="warning">
          awaiting
        </Badge>
      )}
    </>
  );
  const updated = <DateTimeText value={task.modifiedDate} />;
  const menu = task.menu;
  const url = menu?.url ? (
    <a className={styles.url} href={menu.url} target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()} title={menu.url}>
      {menu.url}
    </a>
  ) : (
    EMPTY_VALUE
  );
  const cells: Record<TaskListSlug, React.ReactNode[]> = {
    'brand-gateway': [brandId, task.brand.name, assigned, task.brand.includedLocationCount, task.brand.locationCount, task.brand.messinessScore, task.brand.hasOnlyUnsupportedBusinessTypes ? 'Yes' : 'No', updated],
    'brand-definition': [brandId, task.brand.name, assigned, dash(task.includedBy?.name), task.brand.includedLocationCount, task.brand.locationCount, updated],
    'menu-definition': [brandId, task.brand.name, assigned, dash(task.brandDefinedBy?.name), task.brand.includedLocationCount, task.brand.locationCount, updated],
    'menu-scraping': [brandId, dash(menu?.databaseId), assigned, task.brand.name, dash(menu?.locationCount), url, label(menu?.status), label(menu?.format), dash(menu?.scrapingIssueComment), updated, <DateTimeText key="s" value={menu?.scrapedDate} />],
    'dish-review': [brandId, dash(menu?.databaseId), assigned, task.brand.name, dash(menu?.locationCount), url, label(menu?.status), updated, <DateTimeText key="s" value={menu?.scrapedDate} />],
  };
  return (
    <TableRow
      className={mergeClasses(styles.row, active && styles.active, task.isClosedBusiness && styles.closed)}
      aria-selected={active}
      onClick={() => onOpen(task.databaseId)}
    >
      {cells[slug].map((cell, index) => (
        <TableCell key={LIST_COLUMNS[slug][index]}>{cell}</TableCell>
      ))}
    </TableRow>
  );
}
