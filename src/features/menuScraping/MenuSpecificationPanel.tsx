// Menu Specification (spec 2, section 2.6): what the menu holds now, as the last run left it: its structure and
// annotations, the titles as a tree with their dish counts and the first dishes; empty until the menu is first scraped.
import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentBulletListRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { Fact, FactGrid } from '../taskPage/Facts';
import { humanize } from '../taskPage/taskPageLogic';
import type { MenuSpecificationPanel_menu$key } from './__generated__/MenuSpecificationPanel_menu.graphql';
import { DishTableView } from './DishTableView';
import { buildTitleTree, flattenTitleTree } from './titleTree';
import { TitleTreeView } from './TitleTreeView';

/** The dishes the panel shows; the rest are on the dish review task. */
export const SPECIFICATION_DISH_PAGE_SIZE = 50;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  columns: { display: 'grid', gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2.4fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  pre: { whiteSpace: 'pre-wrap' },
});

export function MenuSpecificationPanel({ menu: menuKey }: { menu: MenuSpecificationPanel_menu$key }) {
  const styles = useStyles();
  const menu = useFragment(
    graphql`
      fragment MenuSpecificationPanel_menu on Menu {
        status
        structure
        fullAnnotations
        notes
        scrapedDate
        scrapedBy {
          name
        }
        dishCount
        menuTitleCount
        menuTitles {
          databaseId
          parentId
          title
          isPlaceholder
          isEverywhereAvailable
          changeStatus
          dishCount
        }
        dishes(pageSize: 50) {
          total
          dishes {
            databaseId
            menuTitleId
            menuTitlePath
            name
            price
            description
            diets
            allergens
            isCorrupt
            changeStatus
          }
        }
      }
    `,
    menuKey,
  );
  const tree = useMemo(() => {
    const built = buildTitleTree(
      menu.menuTitles,
      (title) => String(title.databaseId),
      (title) => (title.parentId === null || title.parentId === undefined ? null : String(title.parentId)),
      [],
    );
    // The stored titles carry their own dish counts (a page of dishes would undercount).
    for (const node of flattenTitleTree(built)) node.dishCount = node.title.dishCount;
    return built;
  }, [menu.menuTitles]);
  const dishes = menu.dishes.dishes.map((dish) => ({ ...dish, key: String(dish.databaseId) }));
  const empty = menu.menuTitleCount === 0 && menu.dishes.total === 0;

  return (
    <div className={styles.root}>
      <FactGrid label="Menu specification">
        <Fact label="Menu status">{humanize(menu.status)}</Fact>
        <Fact label="Menu titles">{menu.menuTitleCount}</Fact>
        <Fact label="Dishes">{menu.dishes.total}</Fact>
        <Fact label="Scraped at">
          <DateTimeText value={menu.scrapedDate} />
        </Fact>
        <Fact label="Scraped by">{menu.scrapedBy?.name}</Fact>
        <Fact label="Structure">{menu.structure}</Fact>
        <Fact label="Annotations" wide>
          {menu.fullAnnotations}
        </Fact>
        {menu.notes ? (
          <Fact label="Notes" wide>
            <span className={styles.pre}>{menu.notes}</span>
          </Fact>
        ) : null}
      </FactGrid>
      {empty ? (
        <EmptyState icon={<DocumentBulletListRegular />} title="Nothing scraped yet" description="The menu's titles and dishes appear here once a scrape of it succeeds." />
      ) : (
        <div className={styles.columns}>
          <section className={styles.section} aria-label="Stored menu titles">
            <Subtitle2 as="h3">Menu titles</Subtitle2>
            <TitleTreeView tree={tree} label="Stored menu titles" />
          </section>
          <section className={styles.section} aria-label="Stored dishes">
            <Subtitle2 as="h3">Dishes</Subtitle2>
            {menu.dishes.total > dishes.length ? (
              <Caption1 className={styles.muted}>
                The first {dishes.length} of {menu.dishes.total} dishes; the dish review task shows them all.
              </Caption1>
            ) : null}
            <DishTableView dishes={dishes} label="Stored dishes" />
          </section>
        </div>
      )}
    </div>
  );
}
