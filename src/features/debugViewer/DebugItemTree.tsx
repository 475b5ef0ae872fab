// The debug viewers' title-tree selector: the menu, its titles and their dishes as one indented list, each row with its
// screenshot count; the selected row is kept in view as the arrow keys move through the run. Rows are buttons (Tab
// and Enter reach them); the arrows belong to the viewer, which moves the selection itself.
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DocumentTextRegular, FoodRegular, TextBulletListTreeRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import type { DebugItem } from './debugItems';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', overflowY: 'auto', minHeight: 0, paddingBlock: tokens.spacingVerticalXS },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    minHeight: '30px',
    paddingInlineEnd: tokens.spacingHorizontalS,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    fontSize: tokens.fontSizeBase300,
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  noShots: { color: tokens.colorNeutralForeground3 },
  icon: { flexShrink: 0, fontSize: '16px', color: tokens.colorNeutralForeground3 },
  label: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  title: { fontWeight: tokens.fontWeightSemibold },
  // Read by screen readers after the visible name; the visible text stays the start of the button's name.
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

const ICONS = { MENU: DocumentTextRegular, MENU_TITLE: TextBulletListTreeRegular, DISH: FoodRegular } as const;
const KIND_NAMES = { MENU: 'Menu', MENU_TITLE: 'Menu title', DISH: 'Dish' } as const;

export interface DebugItemTreeProps {
  items: readonly DebugItem[];
  shotCounts: ReadonlyMap<string, number>;
  selectedKey: string;
  onSelect(key: string): void;
}

export function DebugItemTree({ items, shotCounts, selectedKey, onSelect }: DebugItemTreeProps) {
  const styles = useStyles();
  const selectedRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: 'nearest' });
  }, [selectedKey]);
  return (
    <nav className={styles.root} aria-label="Scraped items">
      {items.map((item) => {
        const Icon = ICONS[item.kind];
        const count = shotCounts.get(item.key) ?? 0;
        const selected = item.key === selectedKey;
        return (
          <button
            key={item.key}
            type="button"
            ref={selected ? selectedRef : undefined}
            className={mergeClasses(styles.row, selected && styles.selected, count === 0 && !selected && styles.noShots)}
            style={{ paddingInlineStart: `${8 + item.depth * 16}px` }}
            aria-current={selected ? 'true' : undefined}
            title={item.label}
            onClick={() => onSelect(item.key)}
          >
            <Icon className={styles.icon} aria-hidden />
            <span className={mergeClasses(styles.label, item.kind !== 'DISH' && styles.title)}>{item.label}</span>
            <span className={styles.hidden}>{`, ${KIND_NAMES[item.kind].toLowerCase()}, ${count} ${count === 1 ? 'screenshot' : 'screenshots'}`}</span>
            {count > 0 ? (
              <Badge size="small" appearance={selected ? 'filled' : 'tint'} color={selected ? 'brand' : 'informative'} aria-hidden>
                {count}
              </Badge>
            ) : null}
          </button>
        );
      })}
    </nav>
  );
}
