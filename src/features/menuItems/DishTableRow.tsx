// One row of the dish table: its cells, the active cell's ring, the in-place editor of the active cell. Memoised: while
// scrolling only rows that enter the window render. Compact rows hold one line a cell, cut with an ellipsis and the whole
// text in the cell's tooltip; comfortable ones up to three lines.
import { Badge, Checkbox, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { memo, useRef, useState } from 'react';
import type { DishEditField } from '../../../domain/dishReviewSchemas';
import { changeStatusStyle } from './changeStatusStyles';
import { DISH_COLUMNS, REVIEW_STATUS_LABELS } from './dishTableColumns';
import { FieldChanges, fieldChangesText, type FieldChangeItem } from './FieldChanges';

export interface DishRowData {
  readonly id: string;
  readonly databaseId: number;
  readonly name: string;
  readonly isCorrupt: boolean;
  readonly menuTitlePath: readonly string[];
  readonly reviewStatus: string | null | undefined;
  readonly values: Readonly<Record<DishEditField, string | null | undefined>>;
  readonly changeStatus: string | null | undefined;
  readonly changedFields: readonly FieldChangeItem[];
}

const useStyles = makeStyles({
  // Fixed size, so laid out and painted on its own: a row entering the window while scrolling does not lay out the others.
  row: { position: 'absolute', left: 0, right: 0, contain: 'strict', display: 'grid', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, boxSizing: 'border-box', backgroundColor: tokens.colorNeutralBackground1, borderLeft: '4px solid transparent' },
  activeRow: { backgroundColor: tokens.colorNeutralBackground1Selected },
  selectedRow: { backgroundColor: tokens.colorBrandBackground2 },
  cell: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, overflow: 'hidden', fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 3, wordBreak: 'break-word', boxSizing: 'border-box', minWidth: 0 },
  scrollCell: { display: 'block', overflowY: 'auto' },
  // One line, centred in the row (its height less the bottom border); badges and the editor sit on the line.
  compactCell: { display: 'block', paddingBlock: 0, whiteSpace: 'nowrap', textOverflow: 'ellipsis', lineHeight: 'var(--dish-row-line)' },
  activeCell: { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '-2px', borderRadius: tokens.borderRadiusSmall },
  edited: { backgroundColor: tokens.colorPaletteYellowBackground1, fontStyle: 'italic' },
  name: { fontWeight: tokens.fontWeightSemibold },
  corrupt: { color: tokens.colorPaletteRedForeground1, fontStyle: 'italic' },
  muted: { color: tokens.colorNeutralForeground3 },
  check: { display: 'flex', alignItems: 'flex-start', justifyContent: 'center' },
  compactCheck: { alignItems: 'center' },
  input: { width: '100%' },
});

export interface DishTableRowProps {
  dish: DishRowData;
  index: number;
  top: number;
  height: number;
  /** One line a cell (compact) instead of up to three. */
  compact: boolean;
  gridTemplate: string;
  /** The table's prefix of cell ids (dishCellId), for the grid's aria-activedescendant. */
  cellIdPrefix: string;
  selectable: boolean;
  isSelected: boolean;
  /** The active column when this row is the active one; -1 otherwise. */
  activeColumn: number;
  /** The columns in or near view (columnWindow.ts), inclusive: only these and the active one render. */
  firstColumn: number;
  lastColumn: number;
  isEditing: boolean;
  edited: Partial<Record<DishEditField, string>> | undefined;
  onToggleSelected(id: number): void;
  onActivate(index: number, column: number): void;
  onStartEdit(index: number, column: number): void;
  onCommit(id: number, field: DishEditField, value: string | null): void;
}

/** The id of a dish's cell in DISH_COLUMNS' column `column`. */
export const dishCellId = (prefix: string, dishId: number, column: number) => `${prefix}-dish-${dishId}-${column}`;

const dash = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

function CellEditor({ initial, label, onDone }: { initial: string; label: string; onDone(value: string | null): void }) {
  const styles = useStyles();
  const [value, setValue] = useState(initial);
  // A ref, not state: finishing moves the focus back to the table, whose blur runs before React renders again, and a
  // state flag read there would still be false, committing what Escape cancelled.
  const finished = useRef(false);
  const finish = (next: string | null) => {
    if (finished.current) return;
    finished.current = true;
    onDone(next);
  };
  return (
    <Input
      className={styles.input}
      size="small"
      autoFocus
      aria-label={`Edit ${label}`}
      value={value}
      onChange={(_event, data) => setValue(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(value);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          finish(null);
        }
        event.stopPropagation();
      }}
      onBlur={() => finish(value)}
    />
  );
}

function DishTableRowView(props: DishTableRowProps) {
  const { dish, index, top, height, compact, gridTemplate, cellIdPrefix, selectable, isSelected, activeColumn, firstColumn, lastColumn, isEditing, edited } = props;
  const styles = useStyles();
  const change = dish.changeStatus ? changeStatusStyle(dish.changeStatus) : null;
  const review = dish.reviewStatus ? REVIEW_STATUS_LABELS[dish.reviewStatus] : undefined;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable ? isSelected : undefined}
      data-dish-id={dish.databaseId}
      className={mergeClasses(styles.row, activeColumn >= 0 && styles.activeRow, isSelected && styles.selectedRow)}
      style={{ top, height, gridTemplateColumns: gridTemplate, borderLeftColor: change ? change.color : undefined, ...(compact ? { '--dish-row-line': `${height - 1}px` } : {}) }}
    >
      {selectable ? (
        <div role="gridcell" className={mergeClasses(styles.check, compact && styles.compactCheck)}>
          <Checkbox aria-label={`Select ${dish.name || 'dish'}`} checked={isSelected} tabIndex={-1} onChange={() => props.onToggleSelected(dish.databaseId)} />
        </div>
      ) : null}
      {DISH_COLUMNS.map((column, columnIndex) => {
        const isActive = columnIndex === activeColumn;
        if (!isActive && (columnIndex < firstColumn || columnIndex > lastColumn)) return null;
        const className = mergeClasses(styles.cell, compact && styles.compactCell, isActive && styles.activeCell);
        const gridColumn = columnIndex + (selectable ? 2 : 1);
        // Placed on its own grid line when the columns before it are not rendered; the rest follow on from it.
        const placed = columnIndex === firstColumn || (isActive && columnIndex !== lastColumn + 1 && (columnIndex < firstColumn || columnIndex > lastColumn));
        const common = {
          role: 'gridcell' as const,
          id: dishCellId(cellIdPrefix, dish.databaseId, columnIndex),
          'aria-colindex': gridColumn,
          style: placed ? { gridColumnStart: gridColumn } : undefined,
          onClick: () => props.onActivate(index, columnIndex),
          onDoubleClick: column.editable ? () => props.onStartEdit(index, columnIndex) : undefined,
        };
        if (column.key === 'menuTitlePath')
          return (
            <div key={column.key} {...common} className={mergeClasses(className, styles.muted)} title={dish.menuTitlePath.join(' › ')}>
              {dish.menuTitlePath.length ? dish.menuTitlePath.join(' › ') : '-'}
            </div>
          );
        if (column.key === 'change')
          return (
            <div key={column.key} {...common} className={compact ? className : mergeClasses(className, styles.scrollCell)} title={compact && dish.changedFields.length ? fieldChangesText(dish.changedFields) : undefined}>
              {change ? (
                <Badge size="small" appearance="tint" color={change.badge}>
                  {change.label}
                </Badge>
              ) : (
                <span className={styles.muted}>Not changed</span>
              )}
              <FieldChanges changes={dish.changedFields} inline={compact} />
            </div>
          );
        if (column.key === 'reviewStatus')
          return (
            <div key={column.key} {...common} className={className}>
              {review ? (
                <Badge size="small" appearance="filled" color={review.color}>
                  {review.label}
                </Badge>
              ) : (
                <span className={styles.muted}>Not reviewed</span>
              )}
            </div>
          );
        const field = column.key;
        const isEdited = edited !== undefined && field in edited;
        const value = isEdited ? edited[field] : dish.values[field];
        if (isActive && isEditing)
          return (
            <div key={column.key} {...common} className={className}>
              <CellEditor initial={value ?? ''} label={column.label} onDone={(next) => props.onCommit(dish.databaseId, field, next)} />
            </div>
          );
        const corrupt = field === 'name' && dish.isCorrupt && !value;
        return (
          <div
            key={column.key}
            {...common}
            className={mergeClasses(className, field === 'name' && styles.name, corrupt && styles.corrupt, isEdited && styles.edited)}
            title={isEdited ? `Edited (was: ${dash(dish.values[field])})` : compact && value ? value : undefined}
          >
            {corrupt ? 'Corrupt item' : dash(value)}
          </div>
        );
      })}
    </div>
  );
}

export const DishTableRow = memo(DishTableRowView);
