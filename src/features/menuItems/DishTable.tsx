// The dish table (spec 2, sections 2.7, 2.13 and 9): 3000 px wide, scrolling sideways and down in its own region, rows
// windowed (rowWindow.ts) so 5,000 dishes on one page keep a few dozen rows in the DOM, and each row's cells windowed
// sideways (columnWindow.ts) to the columns in or near view. Change status coloured by
// changeStatusStyles with the fields old -> new, review status, optional selection and in-place editing.
// Keyboard (focus in the table): j/k or Up/Down move the active row, h/l or Left/Right the active cell, Home/End,
// x or Space select the row, Enter edits the active cell (Enter or leaving the cell commits, Escape cancels).
import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DishEditField } from '../../../domain/dishReviewSchemas';
import { EmptyState } from '../../components/EmptyState';
import { moveActiveRow } from '../../components/rowNavigation';
import type { DishTable_dishes$data, DishTable_dishes$key } from './__generated__/DishTable_dishes.graphql';
import { DISH_COLUMNS, DISH_TABLE_WIDTH, dishGridTemplate } from './dishTableColumns';
import { DISH_HEADER_HEIGHT as HEADER_HEIGHT, DishTableHeader } from './DishTableHeader';
import { dishCellId, DishTableRow, type DishRowData } from './DishTableRow';
import { computeColumnWindow, scrollLeftToReveal, type ColumnWindow } from './columnWindow';
import { computeRowWindow, scrollTopToReveal } from './rowWindow';
import { DISH_ROW_HEIGHTS, type DishTableDensity } from './dishTableDensity';

/** The region's width assumed until it is measured (before the first paint): wide, so nothing in view is missing. */
const UNMEASURED_WIDTH = 1920;

export type DishEdits = ReadonlyMap<number, Partial<Record<DishEditField, string>>>;

export interface DishTableProps {
  dishes: DishTable_dishes$key;
  label?: string;
  /** Which change a row shows: the newest run's (menu detail) or since the last approval (dish review). */
  changeSource?: 'run' | 'approval';
  selectedIds?: ReadonlySet<number>;
  onSelectionChange?(next: ReadonlySet<number>): void;
  /** Unsaved edits per dish databaseId; edited cells show the edit. */
  edits?: DishEdits;
  /** Given: cells of the editable columns can be edited in place. */
  onEdit?(dishId: number, field: DishEditField, value: string): void;
  /** Height of the scrolling region in px (default 560). */
  height?: number;
  /** Compact (one line a row, the default) or comfortable (up to three lines a cell): dishTableDensity.ts. */
  density?: DishTableDensity;
  empty?: ReactNode;
}

const useStyles = makeStyles({
  region: { overflow: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, position: 'relative', backgroundColor: tokens.colorNeutralBackground1, ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  body: { position: 'relative' },
});

function toRow(dish: DishTable_dishes$data[number], changeSource: 'run' | 'approval'): DishRowData {
  const sinceApproval = dish.changeSinceApproval;
  return {
    id: dish.id,
    databaseId: dish.databaseId,
    name: dish.name,
    isCorrupt: dish.isCorrupt,
    menuTitlePath: dish.menuTitlePath,
    reviewStatus: dish.reviewStatus,
    values: {
      name: dish.name,
      price: dish.price,
      description: dish.description,
      ingredients: dish.ingredients,
      calories: dish.calories,
      diets: dish.diets,
      addons: dish.addons,
      miscInfo: dish.miscInfo,
      allergens: dish.allergens,
      nutritions: dish.nutritions,
    },
    changeStatus: changeSource === 'approval' ? (sinceApproval?.changeStatus ?? null) : dish.changeStatus,
    changedFields: sinceApproval?.fields ?? [],
  };
}

export function DishTable({ dishes: dishesKey, label = 'Dishes', changeSource = 'run', selectedIds, onSelectionChange, edits, onEdit, height = 560, density = 'compact', empty }: DishTableProps) {
  const styles = useStyles();
  const rowHeight = DISH_ROW_HEIGHTS[density];
  const data = useFragment(
    graphql`
      fragment DishTable_dishes on Dish @relay(plural: true) {
        id
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
        isCorrupt
        menuTitlePath
        changeStatus
        reviewStatus
        changeSinceApproval {
          changeStatus
          fields {
            field
            previous
            current
          }
        }
      }
    `,
    dishesKey,
  );
  const rows = useMemo(() => data.map((dish) => toRow(dish, changeSource)), [data, changeSource]);
  const dishIds = useMemo(() => rows.map((row) => row.databaseId), [rows]);
  const selectable = onSelectionChange !== undefined;
  const gridTemplate = dishGridTemplate(selectable);
  const regionRef = useRef<HTMLDivElement>(null);
  // Cell ids for aria-activedescendant: the grid keeps the focus, the active cell is announced and findable.
  const cellIdPrefix = useId();
  // The first row under the header: scrolling within a row changes nothing, so it does not render.
  const [topRow, setTopRow] = useState(0);
  const [active, setActive] = useState<{ row: number; column: number }>({ row: -1, column: 0 });
  const [editing, setEditing] = useState(false);
  const [columns, setColumns] = useState<ColumnWindow>(() => computeColumnWindow(0, UNMEASURED_WIDTH, selectable));
  const updateColumns = useCallback(() => {
    const region = regionRef.current;
    if (!region) return;
    const next = computeColumnWindow(region.scrollLeft, region.clientWidth, selectable);
    setColumns((current) => (current.first === next.first && current.last === next.last ? current : next));
  }, [selectable]);
  // Measured before the first paint and again whenever the region's width changes (window or panel resized); the
  // region exists only when there are rows.
  const isEmpty = rows.length === 0;
  useLayoutEffect(() => {
    updateColumns();
    const region = regionRef.current;
    if (!region || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => updateColumns());
    observer.observe(region);
    return () => observer.disconnect();
  }, [updateColumns, isEmpty]);

  // A new page or filter: back to the top, nothing active.
  useEffect(() => {
    setActive({ row: -1, column: 0 });
    setEditing(false);
    if (regionRef.current) regionRef.current.scrollTop = 0;
    setTopRow(0);
  }, [data]);

  // Another density: the rows under the same scroll position are others.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (region) setTopRow(Math.floor(Math.max(0, region.scrollTop - HEADER_HEIGHT) / rowHeight));
  }, [rowHeight]);

  const shown = computeRowWindow(rows.length, rowHeight, topRow * rowHeight, height);

  const reveal = useCallback(
    (row: number) => {
      const region = regionRef.current;
      if (!region || row < 0) return;
      const next = scrollTopToReveal(row, rowHeight, Math.max(0, region.scrollTop), region.clientHeight, HEADER_HEIGHT);
      if (next !== region.scrollTop) region.scrollTop = next;
    },
    [rowHeight],
  );
  const revealColumn = useCallback(
    (column: number) => {
      const region = regionRef.current;
      if (!region) return;
      const next = scrollLeftToReveal(column, region.scrollLeft, region.clientWidth, selectable);
      if (next !== region.scrollLeft) region.scrollLeft = next;
    },
    [selectable],
  );

  const toggleSelected = useCallback(
    (id: number) => {
      if (!onSelectionChange) return;
      const next = new Set(selectedIds ?? []);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      onSelectionChange(next);
    },
    [onSelectionChange, selectedIds],
  );
  const activate = useCallback((row: number, column: number) => {
    setActive({ row, column });
    setEditing(false);
    regionRef.current?.focus({ preventScroll: true });
  }, []);
  const startEdit = useCallback(
    (row: number, column: number) => {
      if (!onEdit || !DISH_COLUMNS[column]?.editable) return;
      setActive({ row, column });
      setEditing(true);
    },
    [onEdit],
  );
  const commit = useCallback(
    (id: number, field: DishEditField, value: string | null) => {
      setEditing(false);
      if (value !== null && onEdit) onEdit(id, field, value);
      regionRef.current?.focus({ preventScroll: true });
    },
    [onEdit],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const move = (row: number, column = active.column) => {
      event.preventDefault();
      setActive({ row, column });
      reveal(row);
      revealColumn(column);
    };
    switch (event.key) {
      case 'j':
      case 'ArrowDown':
        return move(moveActiveRow(active.row, 1, rows.length));
      case 'k':
      case 'ArrowUp':
        return move(moveActiveRow(active.row, -1, rows.length));
      case 'Home':
        return move(rows.length ? 0 : -1);
      case 'End':
        return move(rows.length - 1);
      case 'h':
      case 'ArrowLeft':
        return move(Math.max(0, active.row), Math.max(0, active.column - 1));
      case 'l':
      case 'ArrowRight':
        return move(Math.max(0, active.row), Math.min(DISH_COLUMNS.length - 1, active.column + 1));
      case 'Enter':
        if (active.row >= 0) {
          event.preventDefault();
          startEdit(active.row, active.column);
        }
        return;
      case 'x':
      case ' ':
        if (active.row >= 0 && selectable) {
          event.preventDefault();
          toggleSelected(rows[active.row].databaseId);
        }
        return;
      case 'Escape':
        if (active.row >= 0) {
          event.preventDefault();
          event.stopPropagation();
          setActive({ row: -1, column: active.column });
        }
        return;
    }
  };

  if (rows.length === 0) return <>{empty ?? <EmptyState title="No dishes" description="No dish matches the filters." />}</>;

  const visible: ReactNode[] = [];
  for (let index = shown.start; index < shown.end; index += 1) {
    const dish = rows[index];
    const isActiveRow = index === active.row;
    visible.push(
      <DishTableRow
        key={dish.id}
        dish={dish}
        index={index}
        top={index * rowHeight}
        height={rowHeight}
        compact={density === 'compact'}
        gridTemplate={gridTemplate}
        cellIdPrefix={cellIdPrefix}
        selectable={selectable}
        isSelected={selectedIds?.has(dish.databaseId) ?? false}
        activeColumn={isActiveRow ? active.column : -1}
        firstColumn={columns.first}
        lastColumn={columns.last}
        isEditing={isActiveRow && editing}
        edited={edits?.get(dish.databaseId)}
        onToggleSelected={toggleSelected}
        onActivate={activate}
        onStartEdit={startEdit}
        onCommit={commit}
      />,
    );
  }

  return (
    <div
      ref={regionRef}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={DISH_COLUMNS.length + (selectable ? 1 : 0)}
      aria-multiselectable={selectable || undefined}
      aria-activedescendant={active.row >= shown.start && active.row < shown.end ? dishCellId(cellIdPrefix, rows[active.row].databaseId, active.column) : undefined}
      tabIndex={0}
      className={styles.region}
      style={{ height }}
      onScroll={(event) => {
        setTopRow(Math.floor(Math.max(0, event.currentTarget.scrollTop - HEADER_HEIGHT) / rowHeight));
        updateColumns();
      }}
      onKeyDown={onKeyDown}
    >
      <DishTableHeader gridTemplate={gridTemplate} dishIds={dishIds} selectedIds={selectedIds} onSelectionChange={onSelectionChange} />
      <div role="rowgroup" className={styles.body} style={{ height: shown.totalHeight, width: DISH_TABLE_WIDTH }}>
        {visible}
      </div>
    </div>
  );
}
