// The dish review's Menu section (spec 2, section 2.7): what the reviewer needs to judge the dishes — the menu (link to
// its page), its site, format, status, scraping type, who scraped it and when, counts and the rejection comment left by
// a previous review. Read-only: the menu's own fields are edited on the scraping task and the menu page.
import { Badge, Link } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { DateTimeText } from '../../components/DateTimeText';
import { AppLink } from '../taskPage/AppLink';
import { Fact, FactGrid } from '../taskPage/Facts';
import { humanize } from '../taskPage/taskPageLogic';
import type { MenuSummaryPanel_menu$key } from './__generated__/MenuSummaryPanel_menu.graphql';

export function MenuSummaryPanel({ menu: menuKey }: { menu: MenuSummaryPanel_menu$key }) {
  const menu = useFragment(
    graphql`
      fragment MenuSummaryPanel_menu on Menu {
        databaseId
        url
        format
        status
        scrapingType
        scrapedDate
        scrapedBy {
          name
        }
        isHtmlMenuScrapedInDebugMode
        dishCount
        menuTitleCount
        locationCount
        scrapingRejectedComment
        modifiedDate
      }
    `,
    menuKey,
  );
  return (
    <FactGrid label="Menu">
      <Fact label="Menu ID">
        <AppLink to={`/menus/${menu.databaseId}`}>{menu.databaseId}</AppLink>
      </Fact>
      <Fact label="Menu website">
        {menu.url ? (
          <Link href={menu.url} target="_blank" rel="noreferrer">
            {menu.url} <OpenRegular aria-label="opens in a new tab" />
          </Link>
        ) : null}
      </Fact>
      <Fact label="Format">{menu.format ? humanize(menu.format) : null}</Fact>
      <Fact label="Status">
        <Badge appearance="tint" style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'start' }} color={menu.status === 'APPROVED' || menu.status === 'AUTO_APPROVED' ? 'success' : menu.status.startsWith('REJECTED') ? 'danger' : 'informative'}>
          {humanize(menu.status)}
        </Badge>
      </Fact>
      <Fact label="Scraping type">{menu.scrapingType ? humanize(menu.scrapingType) : null}</Fact>
      <Fact label="Scraped by">{menu.scrapedBy?.name}</Fact>
      <Fact label="Scraped at">{menu.scrapedDate ? <DateTimeText value={menu.scrapedDate} /> : null}</Fact>
      <Fact label="Debug mode">{menu.isHtmlMenuScrapedInDebugMode ? 'Scraped in debug mode' : 'No'}</Fact>
      <Fact label="Menu titles">{menu.menuTitleCount}</Fact>
      <Fact label="Dishes">{menu.dishCount}</Fact>
      <Fact label="Locations">{menu.locationCount}</Fact>
      <Fact label="Updated at">
        <DateTimeText value={menu.modifiedDate} />
      </Fact>
      {menu.scrapingRejectedComment ? (
        <Fact label="Last scraping rejection comment" wide>
          {menu.scrapingRejectedComment}
        </Fact>
      ) : null}
    </FactGrid>
  );
}
