// The dish table's header row: the 'select all' checkbox and the column names, sticky at the top of the table's region.
// Memoised apart from the rows: scrolling re-renders the table every row or so, the header only when the dishes or the
// selection change.
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { DISH_COLUMNS, DISH_TABLE_WIDTH } from './dishTableColumns';

export const DISH_HEADER_HEIGHT = 36;

const useStyles = makeStyles({
  header: { position: 'sticky', top: 0, zIndex: 1, display: 'grid', height: `${DISH_HEADER_HEIGHT}px`, alignItems: 'center', backgroundColor: tokens.colorNeutralBackground3, borderBottom: `1px solid ${tokens.colorNeutralStroke1}`, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200, borderLeft: '4px solid transparent' },
  headerCell: { padding: `0 ${tokens.spacingHorizontalS}`, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  check: { display: 'flex', justifyContent: 'center' },
});

export interface DishTableHeaderProps {
  gridTemplate: string;
  /** The databaseIds of the dishes on the page; given with onSelectionChange when rows can be selected. */
  dishIds: readonly number[];
  selectedIds?: ReadonlySet<number>;
  onSelectionChange?(next: ReadonlySet<number>): void;
}

function DishTableHeaderView({ gridTemplate, dishIds, selectedIds, onSelectionChange }: DishTableHeaderProps) {
  const styles = useStyles();
  const selectable = onSelectionChange !== undefined;
  const allSelected = selectable && dishIds.every((id) => selectedIds?.has(id));
  const someSelected = selectable && dishIds.some((id) => selectedIds?.has(id));
  return (
    <div role="row" aria-rowindex={1} className={styles.header} style={{ gridTemplateColumns: gridTemplate, width: DISH_TABLE_WIDTH }}>
      {selectable ? (
        <div role="columnheader" className={styles.check}>
          <Checkbox
            aria-label="Select all dishes on this page"
            tabIndex={-1}
            checked={allSelected ? true : someSelected ? 'mixed' : false}
            onChange={() => onSelectionChange(allSelected ? new Set() : new Set(dishIds))}
          />
        </div>
      ) : null}
      {DISH_COLUMNS.map((column) => (
        <div key={column.key} role="columnheader" className={styles.headerCell}>
          {column.label}
        </div>
      ))}
    </div>
  );
}

export const DishTableHeader = memo(DishTableHeaderView);
