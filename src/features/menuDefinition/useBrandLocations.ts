// Every location of the brand, for the rules that reach past the page on screen ('Set brand menu for all locations',
// 'Has menu' off): read page by page at the API's largest page size when asked, each row with the page it is on at the
// table's page size (for the error wording).
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { readLocationsPageSize } from '../taskEditors/locationsPageSize';
import type { useBrandLocationsQuery } from './__generated__/useBrandLocationsQuery.graphql';
import { locationValuesOf } from './menuDefinitionForm';
import type { ShownMenuLocation } from './useMenuDefinitionForm';

const READ_PAGE_SIZE = 100;

const query = graphql`
  query useBrandLocationsQuery($id: ID!, $page: Int, $pageSize: Int) {
    brand(id: $id) {
      locations(page: $page, pageSize: $pageSize) {
        total
        locations {
          databaseId
          status
          menuStatus
          menu {
            url
            format
            isExample
            notScrapeableReason
            notScrapeableComment
            availabilityComment
            additionalUrls
          }
        }
      }
    }
  }
`;

export function useBrandLocations(brandId: number): () => Promise<ShownMenuLocation[]> {
  const environment = useRelayEnvironment();
  const [params] = useSearchParams();
  const tablePageSize = readLocationsPageSize(params);
  return useCallback(async () => {
    const rows: ShownMenuLocation[] = [];
    for (let page = 1; ; page += 1) {
      const data = await fetchQuery<useBrandLocationsQuery>(environment, query, { id: String(brandId), page, pageSize: READ_PAGE_SIZE }, { fetchPolicy: 'network-only' }).toPromise();
      const locations = data?.brand?.locations.locations ?? [];
      for (const row of locations) {
        const index = rows.length;
        rows.push({ original: locationValuesOf(row), page: Math.floor(index / tablePageSize) + 1, excluded: row.status === 'EXCLUDED' });
      }
      if (locations.length === 0 || rows.length >= (data?.brand?.locations.total ?? 0)) return rows;
    }
  }, [environment, brandId, tablePageSize]);
}
