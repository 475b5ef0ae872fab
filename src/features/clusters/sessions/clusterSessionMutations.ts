// The cluster's session writes (spec 3, section 7): start by statuses (SCRAPING), start by roles or ids
// (TEMPLATE_VALIDATION), each resent with isStartSessionConfirmed after a confirmation, and abort. Each answers the
// session, read as the sessions table reads it.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../taskPage/usePromiseMutation';
import type { clusterSessionMutationsAbortMutation } from './__generated__/clusterSessionMutationsAbortMutation.graphql';
import type { clusterSessionMutationsByRolesOrIdsMutation } from './__generated__/clusterSessionMutationsByRolesOrIdsMutation.graphql';
import type { clusterSessionMutationsByStatusesMutation } from './__generated__/clusterSessionMutationsByStatusesMutation.graphql';

export const useStartClusterSessionByStatusesMutation = () =>
  usePromiseMutation<clusterSessionMutationsByStatusesMutation>(graphql`
    mutation clusterSessionMutationsByStatusesMutation($menuScrapingClusterId: ID!, $data: MenuScrapingClusterSessionByStatusesInput!) {
      startMenuScrapingClusterSessionByStatuses(menuScrapingClusterId: $menuScrapingClusterId, data: $data) {
        id
        databaseId
        status
      }
    }
  `);

export const useStartClusterSessionByRolesOrIdsMutation = () =>
  usePromiseMutation<clusterSessionMutationsByRolesOrIdsMutation>(graphql`
    mutation clusterSessionMutationsByRolesOrIdsMutation($menuScrapingClusterId: ID!, $data: MenuScrapingClusterSessionByRolesOrIdsInput!) {
      startMenuScrapingClusterSessionByRolesOrIds(menuScrapingClusterId: $menuScrapingClusterId, data: $data) {
        id
        databaseId
        status
      }
    }
  `);

export const useAbortClusterSessionMutation = () =>
  usePromiseMutation<clusterSessionMutationsAbortMutation>(graphql`
    mutation clusterSessionMutationsAbortMutation($id: ID!) {
      abortHtmlScrapingSession(id: $id) {
        ...useSessionRowActions_abortedSession
      }
    }
  `);
