// Download fingerprints: the cluster's fingerprints are read when the button is pressed (not with the page: they hold
// every lead's ids, classes and signatures) and saved as JSON.
import { fetchQuery, graphql, type Environment } from 'react-relay';
import { saveBlobAs } from '../../../components/saveBlobAs';
import type { downloadClusterFingerprintsQuery } from './__generated__/downloadClusterFingerprintsQuery.graphql';
import { clusterFingerprintsFile } from './clusterFingerprintsFile';

const fingerprintsQuery = graphql`
  query downloadClusterFingerprintsQuery($id: ID!) {
    menuScrapingCluster(id: $id) {
      databaseId
      menuScrapingClusterFingerprints {
        menuId
        ids
        classes
        xPathSignatures
        hashCodes
      }
    }
  }
`;

export async function downloadClusterFingerprints(environment: Environment, clusterId: string): Promise<void> {
  const data = await fetchQuery<downloadClusterFingerprintsQuery>(environment, fingerprintsQuery, { id: clusterId }, { fetchPolicy: 'network-only' }).toPromise();
  const cluster = data?.menuScrapingCluster;
  if (!cluster) throw new Error('The cluster could not be read.');
  const file = clusterFingerprintsFile(cluster.databaseId, cluster.menuScrapingClusterFingerprints);
  saveBlobAs(new Blob([file.json], { type: 'application/json' }), file.fileName);
}
