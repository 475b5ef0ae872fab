// The body below the frame until each kind's editor arrives: what the task holds now (its brand and, on menu tasks,
// its menu) and a clear note that the kind's editor is coming.
import { Card, CardHeader, Link, MessageBar, MessageBarBody, MessageBarTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentBulletListRegular, OpenRegular, StoreMicrosoftRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { DateTimeText } from '../../components/DateTimeText';
import type { TaskSummary_task$key } from './__generated__/TaskSummary_task.graphql';
import { AppLink } from './AppLink';
import { Fact, FactGrid } from './Facts';
import type { TaskPageKind } from './taskKindBySlug';
import { humanize } from './taskPageLogic';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1 },
});

const EDITOR_CONTENT: Record<string, string> = {
  BRAND_GATEWAY: 'brand fields, similar and related brands and the locations table',
  BRAND_DEFINITION: 'the brand fields, the map and the locations table',
  MENU_DEFINITION: 'the brand menu fields and the locations’ menus',
  MENU_SCRAPING: 'the menu format, scraping instructions and scraping results',
  DISH_REVIEW: 'the menu-title tree and the dish table',
};

export function TaskSummary({ kind, task: taskKey }: { kind: TaskPageKind; task: TaskSummary_task$key }) {
  const styles = useStyles();
  const task = useFragment(
    graphql`
      fragment TaskSummary_task on Task {
        type
        brand {
          databaseId
          name
          rank
          locationCount
          includedLocationCount
        }
        ... on MenuDefinitionTask {
          brandDefinedBy {
            name
          }
          isClosedBusiness
        }
        ... on MenuScrapingTask {
          menu {
            ...TaskSummary_menu
          }
        }
        ... on DishReviewTask {
          menu {
            ...TaskSummary_menu
          }
        }
      }
    `,
    taskKey,
  );
  return (
    <section className={styles.body} aria-label={`${kind.label} editor`}>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>The {kind.label.toLowerCase()} editor is coming</MessageBarTitle>
          It will hold {EDITOR_CONTENT[kind.type] ?? 'the task’s own fields'}. Until then this page shows what the task holds now, and
          every action above works in full.
        </MessageBarBody>
      </MessageBar>
      <div className={styles.cards}>
        <Card className={styles.card}>
          <CardHeader image={<StoreMicrosoftRegular className={styles.icon} />} header={<Text weight="semibold">Brand summary</Text>} />
          <FactGrid label="Brand summary">
            <Fact label="Brand">
              <AppLink to={`/brands/${task.brand.databaseId}`}>{`${task.brand.name} (${task.brand.databaseId})`}</AppLink>
            </Fact>
            <Fact label="Rank">{task.brand.rank ? humanize(task.brand.rank) : null}</Fact>
            <Fact label="Included locations">{task.brand.includedLocationCount}</Fact>
            <Fact label="All locations">{task.brand.locationCount}</Fact>
            {task.type === 'MENU_DEFINITION' && (
              <>
                <Fact label="Brand defined by">{task.brandDefinedBy?.name}</Fact>
                <Fact label="Closed business">{task.isClosedBusiness ? 'Yes' : 'No'}</Fact>
              </>
            )}
          </FactGrid>
        </Card>
        {task.menu && <MenuSummary menu={task.menu} />}
      </div>
    </section>
  );
}

function MenuSummary({ menu: menuKey }: { menu: import('./__generated__/TaskSummary_menu.graphql').TaskSummary_menu$key }) {
  const styles = useStyles();
  const menu = useFragment(
    graphql`
      fragment TaskSummary_menu on Menu {
        databaseId
        url
        format
        status
        scrapingType
        scrapingIssueComment
        scrapedDate
        scrapedBy {
          name
        }
        locationCount
        dishCount
        isAwaitingScraping
        menuScrapingClusterId
        modifiedDate
      }
    `,
    menuKey,
  );
  return (
    <Card className={styles.card}>
      <CardHeader image={<DocumentBulletListRegular className={styles.icon} />} header={<Text weight="semibold">Menu summary</Text>} />
      <FactGrid label="Menu summary">
        <Fact label="Menu">
          <AppLink to={`/menus/${menu.databaseId}`}>{`Menu ${menu.databaseId}`}</AppLink>
        </Fact>
        <Fact label="URL">
          {menu.url ? (
            <Link href={menu.url} target="_blank" rel="noreferrer noopener" title={menu.url}>
              {menu.url.replace(/^https?:\/\//, '')} <OpenRegular aria-label="opens in a new tab" />
            </Link>
          ) : null}
        </Fact>
        <Fact label="Format">{humanize(menu.format)}</Fact>
        <Fact label="Status">{humanize(menu.status)}</Fact>
        <Fact label="Scraping type">{humanize(menu.scrapingType)}</Fact>
        <Fact label="Scraped">
          <DateTimeText value={menu.scrapedDate} />
          {menu.scrapedBy ? ` by ${menu.scrapedBy.name}` : ''}
        </Fact>
        <Fact label="Dishes">{menu.dishCount}</Fact>
        <Fact label="Locations">{menu.locationCount}</Fact>
        <Fact label="Awaiting scraping">{menu.isAwaitingScraping ? 'Yes' : 'No'}</Fact>
        <Fact label="Scraping cluster">
          {menu.menuScrapingClusterId !== null ? <AppLink to={`/menu-scraping-templates/clusters/${menu.menuScrapingClusterId}`}>{menu.menuScrapingClusterId}</AppLink> : null}
        </Fact>
        {menu.scrapingIssueComment && (
          <Fact label="Scraping issue" wide>
            {menu.scrapingIssueComment}
          </Fact>
        )}
        <Fact label="Updated at">
          <DateTimeText value={menu.modifiedDate} />
        </Fact>
      </FactGrid>
    </Card>
  );
}
