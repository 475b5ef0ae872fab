// The menus list's and menu page's JSON download (spec 2, sections 2.12 and 2.13): the menu's facts under `menu`, then
// its titles and dishes in the dish review's file shape (features/menuItems/menuDataFile.ts, the one builder), so the
// file can be corrected and uploaded on the dish review page as it is. Everything is read when the download is asked
// for: a list row carries none of it.
import { fetchQuery, graphql, type Environment } from 'react-relay';
import type { MenuDataFile } from '../../../domain/dishReviewSchemas';
import { downloadJson } from '../brands/scrapingInstructionsFile';
import { fetchMenuData, menuDataFileText } from '../menuItems/menuDataFile';
import type { menuDataFileQuery, menuDataFileQuery$data } from './__generated__/menuDataFileQuery.graphql';

const query = graphql`
  query menuDataFileQuery($id: ID!) {
    menu(id: $id) {
      databaseId
      url
      format
      status
      isExample
      notScrapeableReason
      notScrapeableComment
      notes
      additionalUrls
      scrapingType
      dishCount
      structure
      fullAnnotations
      scrapingInstructions
      scrapingInstructionsVersion
      createdDate
      modifiedDate
      brand {
        databaseId
        name
      }
    }
  }
`;

export type MenuFacts = NonNullable<menuDataFileQuery$data['menu']>;

/** The downloaded file: the menu's facts, then `menuTitles` and `dishes` as dish review reads and accepts them. */
export interface MenuDownloadFile extends MenuDataFile {
  menu: MenuFacts;
}

export const menuDataFileName = (menuId: number) => `menu-${menuId}.json`;

export function menuDownloadFile(menu: MenuFacts, data: MenuDataFile): MenuDownloadFile {
  return { menu, menuTitles: data.menuTitles, dishes: data.dishes };
}

/** Reads the menu, its titles and its dishes, and hands them to the browser as menu-{id}.json; rejects when a read fails or the menu is gone. */
export async function downloadMenuData(environment: Environment, menuId: number): Promise<void> {
  const [facts, data] = await Promise.all([
    fetchQuery<menuDataFileQuery>(environment, query, { id: String(menuId) }, { fetchPolicy: 'network-only' }).toPromise(),
    fetchMenuData(environment, menuId),
  ]);
  if (!facts?.menu) throw new Error(`Menu ${menuId} was not found.`);
  downloadJson(menuDataFileName(menuId), menuDataFileText(menuDownloadFile(facts.menu, data)));
}
