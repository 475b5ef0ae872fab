// The menus list's and menu detail's JSON download: the menu's data as one file (titles and dishes join it once dish
// review stores them), read fresh from the server when asked for.
import { fetchQuery, graphql, type Environment } from 'react-relay';
import { downloadJson } from '../brands/scrapingInstructionsFile';
import type { menuDataFileQuery } from './__generated__/menuDataFileQuery.graphql';

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

export const menuDataFileName = (menuId: number) => `menu-${menuId}.json`;

/** Reads the menu and hands it to the browser as menu-{id}.json; rejects when the read fails or the menu is gone. */
export async function downloadMenuData(environment: Environment, menuId: number): Promise<void> {
  const data = await fetchQuery<menuDataFileQuery>(environment, query, { id: String(menuId) }, { fetchPolicy: 'network-only' }).toPromise();
  if (!data?.menu) throw new Error(`Menu ${menuId} was not found.`);
  downloadJson(menuDataFileName(menuId), `${JSON.stringify(data.menu, null, 2)}\n`);
}
