// Menu titles as an indented tree with their dish counts (spec 2, section 9: the menu-title tree is 500 px high). Empty
// scraped titles show the placeholder title; titles available everywhere are marked.
import { Badge, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TextBulletListTreeRegular } from '@fluentui/react-icons';
import { PLACEHOLDER_MENU_TITLE } from '../../../domain/menuItems';
import { flattenTitleTree, totalDishCount, type TitleTree } from './titleTree';

const useStyles = makeStyles({
  tree: {
    maxHeight: '500px',
    overflowY: 'auto',
    margin: 0,
    padding: tokens.spacingVerticalXS,
    listStyleType: 'none',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInlineEnd: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  title: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  placeholder: { fontStyle: 'italic', color: tokens.colorNeutralForeground3 },
  icon: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  muted: { color: tokens.colorNeutralForeground3, padding: tokens.spacingHorizontalS },
});

export interface TreeTitle {
  title: string;
  isPlaceholder: boolean;
  isEverywhereAvailable: boolean;
  changeStatus?: string | null;
}

export function TitleTreeView<T extends TreeTitle>({ tree, label }: { tree: TitleTree<T>; label: string }) {
  const styles = useStyles();
  const nodes = flattenTitleTree(tree);
  return (
    <ul className={styles.tree} aria-label={label} tabIndex={0}>
      {nodes.map((node) => (
        <li key={node.key} className={styles.item} style={{ paddingInlineStart: `calc(${tokens.spacingHorizontalS} + ${node.depth * 20}px)` }}>
          <TextBulletListTreeRegular className={styles.icon} aria-hidden="true" />
          <Text className={mergeClasses(styles.title, node.title.isPlaceholder && styles.placeholder)} title={node.title.title}>
            {node.title.title || PLACEHOLDER_MENU_TITLE}
          </Text>
          {node.title.isEverywhereAvailable ? (
            <Badge size="small" appearance="tint" color="success">
              Everywhere
            </Badge>
          ) : null}
          {node.title.changeStatus ? (
            <Badge size="small" appearance="tint" color="warning">
              {node.title.changeStatus.toLowerCase().replace(/_/g, ' ')}
            </Badge>
          ) : null}
          <Badge size="small" appearance="outline" color="informative" title="Dishes under this title and its children">
            {totalDishCount(node)} {totalDishCount(node) === 1 ? 'dish' : 'dishes'}
          </Badge>
        </li>
      ))}
      {tree.untitledDishCount ? (
        <li className={styles.item}>
          <Text className={mergeClasses(styles.title, styles.placeholder)}>Dishes outside any title</Text>
          <Badge size="small" appearance="outline" color="informative">
            {tree.untitledDishCount}
          </Badge>
        </li>
      ) : null}
      {nodes.length === 0 && !tree.untitledDishCount ? <li className={styles.muted}>No menu titles.</li> : null}
    </ul>
  );
}
