// The menu-title tree (spec 2, sections 2.7 and 2.13; 500 px high by default): each title with its dishes and the dishes
// on its children, an 'Available everywhere' marker, placeholder titles in italics, the change status of the newest run.
// Choosing a title (click, Enter or Space) filters the dishes; 'All titles' clears it. Arrow keys move through the tree
// (Fluent's Tree), Left and Right close and open a branch.
import { Badge, Text, Tree, TreeItem, TreeItemLayout, makeStyles, mergeClasses, tokens, type TreeItemValue, type TreeOpenChangeData } from '@fluentui/react-components';
import { GlobeRegular, TextBulletListTreeRegular } from '@fluentui/react-icons';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { PLACEHOLDER_MENU_TITLE } from '../../../domain/menuItems';
import type { MenuTitleTree_menu$key } from './__generated__/MenuTitleTree_menu.graphql';
import { changeStatusStyle } from './changeStatusStyles';
import { nestMenuTitles, type NestedTitle } from './menuTitleNesting';

/** What an empty scraped title reads as (spec 2, section 8): the constant the scraper stores, shared with the server. */
export { PLACEHOLDER_MENU_TITLE };
const ALL_TITLES = 'all';

const useStyles = makeStyles({
  root: { overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1, padding: tokens.spacingVerticalXS },
  selected: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  selectedText: { color: tokens.colorBrandForeground2, fontWeight: tokens.fontWeightSemibold },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  placeholder: { fontStyle: 'italic', color: tokens.colorNeutralForeground3 },
  edited: { fontStyle: 'italic', backgroundColor: tokens.colorPaletteYellowBackground1, borderRadius: tokens.borderRadiusSmall, paddingInline: tokens.spacingHorizontalXXS },
  aside: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  counts: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3, padding: tokens.spacingHorizontalS, display: 'block' },
});

export interface MenuTitleTreeProps {
  menu: MenuTitleTree_menu$key;
  selectedTitleId: number | null;
  onSelect(id: number | null): void;
  height?: number;
  /** Unsaved edits of titles' text (dish review): shown instead of the stored text, marked as the table marks edits. */
  editedTitles?: ReadonlyMap<number, string>;
}

export function MenuTitleTree({ menu, selectedTitleId, onSelect, height = 500, editedTitles }: MenuTitleTreeProps) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment MenuTitleTree_menu on Menu {
        menuTitles {
          databaseId
          parentId
          title
          isPlaceholder
          isEverywhereAvailable
          dishCount
          childDishCount
          changeStatus
        }
      }
    `,
    menu,
  );
  const roots = useMemo(() => nestMenuTitles(data.menuTitles), [data.menuTitles]);
  const branchIds = useMemo(() => data.menuTitles.filter((t) => data.menuTitles.some((c) => c.parentId === t.databaseId)).map((t) => String(t.databaseId)), [data.menuTitles]);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const openItems = useMemo(() => new Set<TreeItemValue>([ALL_TITLES, ...branchIds.filter((id) => !closed.has(id))]), [branchIds, closed]);
  const total = data.menuTitles.reduce((sum, title) => sum + title.dishCount, 0);

  // A click on the row chooses the title; only the chevron and Left/Right open and close a branch.
  const onOpenChange = (_event: unknown, change: TreeOpenChangeData) => {
    if (change.type === 'Click' || change.type === 'Enter') return;
    const value = String(change.value);
    setClosed((previous) => {
      const next = new Set(previous);
      if (change.open) next.delete(value);
      else next.add(value);
      return next;
    });
  };
  const chooseOnKey = (id: number | null) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onSelect(id);
  };

  type Title = (typeof data.menuTitles)[number];
  const renderNode = (node: NestedTitle<Title>) => {
    const title = node.title;
    const isSelected = selectedTitleId === title.databaseId;
    const change = title.changeStatus ? changeStatusStyle(title.changeStatus) : null;
    const edited = editedTitles?.get(title.databaseId);
    const text = (edited ?? title.title) || PLACEHOLDER_MENU_TITLE;
    return (
      <TreeItem
        key={title.databaseId}
        value={String(title.databaseId)}
        itemType={node.children.length ? 'branch' : 'leaf'}
        aria-current={isSelected ? 'true' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          onSelect(title.databaseId);
        }}
        onKeyDown={chooseOnKey(title.databaseId)}
      >
        <TreeItemLayout
          className={mergeClasses(isSelected && styles.selected)}
          iconBefore={<TextBulletListTreeRegular aria-hidden="true" />}
          aside={
            <span className={styles.aside}>
              {title.isEverywhereAvailable ? (
                <Badge size="small" appearance="tint" color="success" icon={<GlobeRegular />}>
                  Available everywhere
                </Badge>
              ) : null}
              {change ? (
                <Badge size="small" appearance="tint" color={change.badge}>
                  {change.label}
                </Badge>
              ) : null}
              <Text size={200} className={styles.counts} title={`${title.dishCount} dishes on this title, ${title.childDishCount} on its children`}>
                {title.dishCount} ({title.childDishCount})
              </Text>
            </span>
          }
        >
          <Text
            className={mergeClasses(styles.title, edited === undefined && (title.isPlaceholder || !title.title) ? styles.placeholder : undefined, isSelected && styles.selectedText, edited !== undefined && styles.edited)}
            title={edited === undefined ? text : `Edited, not saved (was: ${title.title || PLACEHOLDER_MENU_TITLE})`}
          >
            {text}
          </Text>
        </TreeItemLayout>
        {node.children.length ? <Tree>{node.children.map(renderNode)}</Tree> : null}
      </TreeItem>
    );
  };

  return (
    <div className={styles.root} style={{ height: `${height}px` }}>
      {data.menuTitles.length === 0 ? (
        <Text className={styles.muted}>No menu titles.</Text>
      ) : (
        <Tree aria-label="Menu titles" size="small" openItems={openItems} onOpenChange={onOpenChange}>
          <TreeItem value={ALL_TITLES} itemType="leaf" aria-current={selectedTitleId === null ? 'true' : undefined} onClick={() => onSelect(null)} onKeyDown={chooseOnKey(null)}>
            <TreeItemLayout
              className={mergeClasses(selectedTitleId === null && styles.selected)}
              aside={
                <Text size={200} className={styles.counts} title="Dishes on the menu (dishes on titles)">
                  {total} dishes
                </Text>
              }
            >
              <Text className={mergeClasses(selectedTitleId === null && styles.selectedText)}>All titles</Text>
            </TreeItemLayout>
          </TreeItem>
          {roots.map(renderNode)}
        </Tree>
      )}
    </div>
  );
}
