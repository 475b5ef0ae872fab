// The cluster page's writes (spec 3, section 7), each as a promise (usePromiseMutation): the page shows the spec's
// failure title with the server's message when one rejects. The answers refresh the records Relay holds by id.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { clusterMutationsAssignMutation } from './__generated__/clusterMutationsAssignMutation.graphql';
import type { clusterMutationsAttachBackMutation } from './__generated__/clusterMutationsAttachBackMutation.graphql';
import type { clusterMutationsAttachMutation } from './__generated__/clusterMutationsAttachMutation.graphql';
import type { clusterMutationsExcludeMutation } from './__generated__/clusterMutationsExcludeMutation.graphql';
import type { clusterMutationsRegenerateMutation } from './__generated__/clusterMutationsRegenerateMutation.graphql';
import type { clusterMutationsRemoveExcludedMutation } from './__generated__/clusterMutationsRemoveExcludedMutation.graphql';
import type { clusterMutationsRemoveMutation } from './__generated__/clusterMutationsRemoveMutation.graphql';
import type { clusterMutationsResetMutation } from './__generated__/clusterMutationsResetMutation.graphql';
import type { clusterMutationsToggleCoreMutation } from './__generated__/clusterMutationsToggleCoreMutation.graphql';
import type { clusterMutationsUnassignMutation } from './__generated__/clusterMutationsUnassignMutation.graphql';
import type { clusterMutationsUpdateMenuMutation } from './__generated__/clusterMutationsUpdateMenuMutation.graphql';
import type { clusterMutationsUpdateMutation } from './__generated__/clusterMutationsUpdateMutation.graphql';

export const useUpdateClusterMutation = () =>
  usePromiseMutation<clusterMutationsUpdateMutation>(graphql`
    mutation clusterMutationsUpdateMutation($id: ID!, $data: MenuScrapingClusterInput!, $expectedModifiedDate: DateTime) {
      updateMenuScrapingCluster(id: $id, data: $data, expectedModifiedDate: $expectedModifiedDate) {
        ...ClusterPage_cluster
      }
    }
  `);

export const useAssignClusterMutation = () =>
  usePromiseMutation<clusterMutationsAssignMutation>(graphql`
    mutation clusterMutationsAssignMutation($id: ID!, $toUserId: ID!) {
      assignMenuScrapingCluster(id: $id, toUserId: $toUserId) {
        modifiedDate
        cluster {
          ...ClusterPage_cluster
        }
      }
    }
  `);

export const useUnassignClusterMutation = () =>
  usePromiseMutation<clusterMutationsUnassignMutation>(graphql`
    mutation clusterMutationsUnassignMutation($id: ID!) {
      unassignMenuScrapingCluster(id: $id) {
        modifiedDate
        cluster {
          ...ClusterPage_cluster
        }
      }
    }
  `);

export const useRegenerateComplexMenusMutation = () =>
  usePromiseMutation<clusterMutationsRegenerateMutation>(graphql`
    mutation clusterMutationsRegenerateMutation($id: ID!) {
      regenerateComplexMenus(id: $id)
    }
  `);

export const useResetClusterMenusMutation = () =>
  usePromiseMutation<clusterMutationsResetMutation>(graphql`
    mutation clusterMutationsResetMutation($id: ID!, $menuStatus: MenuStatus!, $scrapingStatus: ScrapingStatus) {
      resetMenuScrapingClusterMenus(id: $id, menuStatus: $menuStatus, scrapingStatus: $scrapingStatus)
    }
  `);

export const useRemoveClusterMenuMutation = () =>
  usePromiseMutation<clusterMutationsRemoveMutation>(graphql`
    mutation clusterMutationsRemoveMutation($id: ID!, $menuId: Int!) {
      removeMenuFromScrapingCluster(id: $id, menuId: $menuId) {
        id
        menuScrapingClusterId
      }
    }
  `);

export const useToggleCoreMutation = () =>
  usePromiseMutation<clusterMutationsToggleCoreMutation>(graphql`
    mutation clusterMutationsToggleCoreMutation($id: ID!, $menuId: Int!) {
      toggleMenuScrapingClusterCoreMenu(id: $id, menuId: $menuId) {
        id
        scrapingClusterRole
      }
    }
  `);

export const useUpdateClusterMenuMutation = () =>
  usePromiseMutation<clusterMutationsUpdateMenuMutation>(graphql`
    mutation clusterMutationsUpdateMenuMutation($id: ID!, $menuId: Int!, $data: MenuScrapingClusterMenuInput!) {
      updateMenuScrapingClusterMenu(id: $id, menuId: $menuId, data: $data) {
        id
        format
        notScrapeableReason
        menuScrapingClusterId
      }
    }
  `);

export const useAttachMenuMutation = () =>
  usePromiseMutation<clusterMutationsAttachMutation>(graphql`
    mutation clusterMutationsAttachMutation($id: ID!, $menuId: Int!) {
      attachMenuToScrapingCluster(id: $id, menuId: $menuId) {
        id
        menuScrapingClusterId
      }
    }
  `);

export const useAttachBackMenuMutation = () =>
  usePromiseMutation<clusterMutationsAttachBackMutation>(graphql`
    mutation clusterMutationsAttachBackMutation($id: ID!, $menuId: Int!) {
      attachBackMenuToScrapingCluster(id: $id, menuId: $menuId) {
        id
        menuScrapingClusterId
      }
    }
  `);

export const useExcludeMenuMutation = () =>
  usePromiseMutation<clusterMutationsExcludeMutation>(graphql`
    mutation clusterMutationsExcludeMutation($id: ID!, $menuId: Int!) {
      excludeMenuFromSimilarMenus(id: $id, menuId: $menuId) {
        id
      }
    }
  `);

export const useRemoveFromExcludedMutation = () =>
  usePromiseMutation<clusterMutationsRemoveExcludedMutation>(graphql`
    mutation clusterMutationsRemoveExcludedMutation($id: ID!, $menuId: Int!) {
      removeMenuFromExcludedMenus(id: $id, menuId: $menuId) {
        id
      }
    }
  `);
