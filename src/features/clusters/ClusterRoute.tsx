// /menu-scraping-templates/clusters/{id}: loads the cluster (without caching, spec 3 section 7) with the choices of its
// template and master cluster pickers, and shows the cluster page.
import { Spinner } from '@fluentui/react-components';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { useTemplatePageStyles } from '../templates/templatePageStyles';
import type { ClusterRouteQuery } from './__generated__/ClusterRouteQuery.graphql';
import { ClusterPage } from './ClusterPage';
import { CLUSTERS_PATH } from './clusterPaths';

export function ClusterRoute() {
  const { clusterId = '' } = useParams();
  const pageStyles = useTemplatePageStyles();
  return (
    <div className={pageStyles.page} style={{ maxWidth: '1600px' }}>
      <Suspense fallback={<Spinner label="Loading the cluster" />}>
        <ClusterLoader id={clusterId} />
      </Suspense>
    </div>
  );
}

function ClusterLoader({ id }: { id: string }) {
  const data = useLazyLoadQuery<ClusterRouteQuery>(
    graphql`
      query ClusterRouteQuery($id: ID!) {
        menuScrapingCluster(id: $id) {
          ...ClusterPage_cluster
        }
        basicMenuScrapingTemplates {
          id
          databaseId
          name
        }
        basicMenuScrapingClusters {
          id
          databaseId
          templateName
        }
      }
    `,
    { id },
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  if (!data.menuScrapingCluster) {
    return (
      <EmptyState
        title={`There is no cluster ${id}`}
        description="Its menus may have been regrouped."
        actions={
          <LinkButton to={CLUSTERS_PATH} appearance="primary">
            Back to clusters
          </LinkButton>
        }
      />
    );
  }
  return <ClusterPage cluster={data.menuScrapingCluster} templates={data.basicMenuScrapingTemplates} clusters={data.basicMenuScrapingClusters} />;
}
