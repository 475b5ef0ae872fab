// Dishes as a run found them or as stored: section path, name, price, description, diets and allergens; a corrupt item
// (an errored one with no name) is shown as corrupt (spec 2, section 8). Scrolls within its panel.
import { Badge, Table, TableBody, TableCell, TableCellLayout, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  scroll: { maxHeight: '500px', overflow: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  table: { minWidth: '900px' },
  path: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  price: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  description: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  corrupt: { color: tokens.colorPaletteRedForeground1, fontStyle: 'italic' },
});

export interface ShownDish {
  key: string;
  name: string;
  price?: string | null;
  description?: string | null;
  diets?: string | null;
  allergens?: string | null;
  menuTitlePath: readonly string[];
  isCorrupt: boolean;
  changeStatus?: string | null;
}

export function DishTableView({ dishes, label }: { dishes: readonly ShownDish[]; label: string }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll} role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
      <Table size="small" className={styles.table} aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: '22%' }}>Menu title</TableHeaderCell>
            <TableHeaderCell style={{ width: '26%' }}>Name</TableHeaderCell>
            <TableHeaderCell style={{ width: '10%' }}>Price</TableHeaderCell>
            <TableHeaderCell>Description</TableHeaderCell>
            <TableHeaderCell style={{ width: '14%' }}>Diets and allergens</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {dishes.map((dish) => (
            <TableRow key={dish.key}>
              <TableCell>
                <Text className={styles.path}>{dish.menuTitlePath.length ? dish.menuTitlePath.join(' › ') : '-'}</Text>
              </TableCell>
              <TableCell>
                <TableCellLayout>
                  {dish.isCorrupt ? <Text className={styles.corrupt}>{dish.name || 'Corrupt item'}</Text> : <Text weight="semibold">{dish.name}</Text>}
                  {dish.isCorrupt ? (
                    <Badge size="small" appearance="tint" color="danger" style={{ marginInlineStart: tokens.spacingHorizontalXS }}>
                      Corrupt
                    </Badge>
                  ) : null}
                  {dish.changeStatus ? (
                    <Badge size="small" appearance="tint" color="warning" style={{ marginInlineStart: tokens.spacingHorizontalXS }}>
                      {dish.changeStatus.toLowerCase().replace(/_/g, ' ')}
                    </Badge>
                  ) : null}
                </TableCellLayout>
              </TableCell>
              <TableCell className={styles.price}>{dish.price || '-'}</TableCell>
              <TableCell>
                <Text className={styles.description}>{dish.description || '-'}</Text>
              </TableCell>
              <TableCell>
                <Text className={styles.description}>{[dish.diets, dish.allergens].filter(Boolean).join(' · ') || '-'}</Text>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
