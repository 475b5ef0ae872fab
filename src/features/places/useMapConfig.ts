// What the map may use (Query.mapConfig): the tiles URL (null draws the offline basemap), their attribution and which
// places provider answers the search. Read once per page load: the answer is kept in Relay's store. Suspends while
// loading, so render it under a Suspense boundary (LocationPlacePicker has its own).
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useMapConfigQuery, useMapConfigQuery$data } from './__generated__/useMapConfigQuery.graphql';

const query = graphql`
  query useMapConfigQuery {
    mapConfig {
      tilesUrl
      tilesAttribution
      placesProvider
    }
  }
`;

export type MapConfig = useMapConfigQuery$data['mapConfig'];

export function useMapConfig(): MapConfig {
  return useLazyLoadQuery<useMapConfigQuery>(query, {}, { fetchPolicy: 'store-or-network' }).mapConfig;
}
