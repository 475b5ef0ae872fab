// Inside a debug viewer: the item tree on the left, the selected item's fields beside it, its screenshots on the right
// (the document variant adds the discrepancy summary above them). The arrow keys move through the run anywhere in the
// dialog (debugNavigation.ts), except while typing or inside a list that uses them.
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ShortcutKeys } from '../../app/commands/ShortcutKeys';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { humanize } from '../taskPage/taskPageLogic';
import type { DebugViewerDialogQuery$data } from './__generated__/DebugViewerDialogQuery.graphql';
import { buildDebugItems, groupScreenshotsByItem, type DebugItem } from './debugItems';
import { DebugItemPanel, type DebugItemField, type DebugItemPanelProps } from './DebugItemPanel';
import { DebugItemTree } from './DebugItemTree';
import { debugMoveForKey, initialPosition, moveDebugPosition, type DebugPosition } from './debugNavigation';
import type { DebugViewerVariant } from './DebugViewerDialog';
import { DiscrepancySummary } from './DiscrepancySummary';
import { ScreenshotViewer } from './ScreenshotViewer';

export const NO_DEBUG_DATA = 'No debug data available for this menu';

type MenuData = NonNullable<DebugViewerDialogQuery$data['menu']>;
type TitleData = MenuData['menuTitles'][number];
type DishData = MenuData['dishes']['dishes'][number];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, height: '100%', minHeight: 0 },
  run: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', color: tokens.colorNeutralForeground3 },
  keys: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  grid: {
    flexGrow: 1,
    minHeight: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 300px) minmax(240px, 320px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
  },
  column: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingInlineEnd: tokens.spacingHorizontalM,
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: 0, minWidth: 0 },
});

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function itemPanelProps(item: DebugItem, menu: MenuData, titles: ReadonlyMap<number, TitleData>, dishes: ReadonlyMap<number, DishData>): DebugItemPanelProps {
  const title = item.kind === 'MENU_TITLE' && item.id !== null ? titles.get(item.id) : undefined;
  const dish = item.kind === 'DISH' && item.id !== null ? dishes.get(item.id) : undefined;
  if (title) {
    const fields: DebugItemField[] = [
      { label: 'Title', value: title.isPlaceholder ? `${title.title} (placeholder)` : title.title },
      { label: 'Description', value: title.description },
      { label: 'Calories', value: title.calories },
      { label: 'Diets', value: title.diets },
      { label: 'Addons', value: title.addons },
      { label: 'Misc info', value: title.miscInfo },
      { label: 'Allergens', value: title.allergens },
      { label: 'Nutritions', value: title.nutritions },
      { label: 'Available everywhere', value: yesNo(title.isEverywhereAvailable) },
      { label: 'Dishes', value: String(title.dishCount) },
      { label: 'Dishes on children', value: String(title.childDishCount) },
    ];
    return { kindLabel: 'Menu title', name: title.title, fields };
  }
  if (dish) {
    const fields: DebugItemField[] = [
      { label: 'Name', value: dish.isCorrupt ? 'Corrupt (no name)' : dish.name },
      { label: 'Price', value: dish.price },
      { label: 'Description', value: dish.description },
      { label: 'Ingredients', value: dish.ingredients },
      { label: 'Calories', value: dish.calories },
      { label: 'Diets', value: dish.diets },
      { label: 'Addons', value: dish.addons },
      { label: 'Misc info', value: dish.miscInfo },
      { label: 'Allergens', value: dish.allergens },
      { label: 'Nutritions', value: dish.nutritions },
    ];
    return { kindLabel: 'Dish', name: dish.name, path: dish.menuTitlePath, fields };
  }
  const fields: DebugItemField[] = [
    { label: 'Menu ID', value: String(menu.databaseId) },
    { label: 'URL', value: menu.url },
    { label: 'Format', value: menu.format ? humanize(menu.format) : null },
    { label: 'Status', value: humanize(menu.status) },
    { label: 'Menu titles', value: String(menu.menuTitles.length) },
    { label: 'Dishes', value: String(menu.dishes.dishes.length) },
  ];
  return { kindLabel: 'Menu', name: `Menu ${menu.databaseId}`, fields };
}

/** Keys the viewer leaves alone: typing, and widgets that use the arrows themselves. */
function usesArrowsItself(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="listbox"], [role="menu"], [role="slider"]') !== null;
}

export function DebugViewerBody({ menu, variant }: { menu: DebugViewerDialogQuery$data['menu']; variant: DebugViewerVariant }) {
  const styles = useStyles();
  const debugData = menu?.debugData ?? null;
  const items = useMemo(() => (menu ? buildDebugItems(`Menu ${menu.databaseId}`, menu.menuTitles, menu.dishes.dishes) : []), [menu]);
  const shotsByItem = useMemo(() => groupScreenshotsByItem(items, debugData?.screenshots ?? []), [items, debugData]);
  const layout = useMemo(
    () => ({ itemKeys: items.map((item) => item.key), shotCounts: new Map([...shotsByItem].map(([key, shots]) => [key, shots.length])) }),
    [items, shotsByItem],
  );
  const [position, setPosition] = useState<DebugPosition>(() => initialPosition(layout));
  const titles = useMemo(() => new Map(menu?.menuTitles.map((title) => [title.databaseId, title]) ?? []), [menu]);
  const dishes = useMemo(() => new Map(menu?.dishes.dishes.map((dish) => [dish.databaseId, dish]) ?? []), [menu]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.defaultPrevented || usesArrowsItself(event.target)) return;
      const move = debugMoveForKey(event);
      if (!move) return;
      event.preventDefault();
      setPosition((current) => moveDebugPosition(layout, current, move));
    },
    [layout],
  );
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onKeyDown]);

  // An HTML run is worth showing for its screenshots; a document run also for its comparison (even one that agrees).
  const hasContent = debugData !== null && (debugData.screenshots.length > 0 || variant === 'DOCUMENT');
  if (!menu || !debugData || !hasContent) {
    return <EmptyState icon={<ImageOffRegular />} title={NO_DEBUG_DATA} description="Rescrape the menu in debug mode to keep a screenshot of every scraped item." />;
  }
  const selected = items.find((item) => item.key === position.itemKey) ?? items[0]!;
  const shots = shotsByItem.get(selected.key) ?? [];

  return (
    <div className={styles.root}>
      <div className={styles.run}>
        <Caption1>
          {debugData.kind === 'DOCUMENT_SCRAPING' ? 'Document run' : 'Debug run'} {debugData.jobId}
          {debugData.finishedDate ? (
            <>
              {', finished '}
              <DateTimeText value={debugData.finishedDate} />
            </>
          ) : null}
          {` · ${debugData.screenshots.length} ${debugData.screenshots.length === 1 ? 'screenshot' : 'screenshots'}`}
        </Caption1>
        <Caption1 className={styles.keys}>
          <ShortcutKeys keys="arrowleft" />
          <ShortcutKeys keys="arrowright" /> screenshots ·
          <ShortcutKeys keys="arrowup" />
          <ShortcutKeys keys="arrowdown" /> previous or next item
        </Caption1>
      </div>
      <div className={styles.grid}>
        <div className={styles.column}>
          <DebugItemTree items={items} shotCounts={layout.shotCounts} selectedKey={selected.key} onSelect={(itemKey) => setPosition({ itemKey, shotIndex: 0 })} />
        </div>
        <div className={styles.column}>
          <DebugItemPanel {...itemPanelProps(selected, menu, titles, dishes)} />
        </div>
        <div className={styles.main}>
          {variant === 'DOCUMENT' ? (
            <DiscrepancySummary
              high={debugData.highDiscrepancyCount}
              medium={debugData.mediumDiscrepancyCount}
              low={debugData.lowDiscrepancyCount}
              discrepancies={debugData.discrepancies}
            />
          ) : null}
          <ScreenshotViewer
            shots={shots}
            shotIndex={position.itemKey === selected.key ? position.shotIndex : 0}
            onShotIndexChange={(shotIndex) => setPosition({ itemKey: selected.key, shotIndex })}
          />
        </div>
      </div>
    </div>
  );
}
