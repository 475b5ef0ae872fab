// Apply a probing job's fingerprints (spec 3, section 7: update probing-job fingerprints): the answer is the cluster,
// whose hasUpdatedFingerprints Relay refreshes by id.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../taskPage/usePromiseMutation';
import type { probingMutationsApplyMutation } from './__generated__/probingMutationsApplyMutation.graphql';

export const useApplyProbingJobMutation = () =>
  usePromiseMutation<probingMutationsApplyMutation>(graphql`
    mutation probingMutationsApplyMutation($menuProbingJobId: ID!) {
      updateProbingJobFingerprints(menuProbingJobId: $menuProbingJobId) {
        id
        hasUpdatedFingerprints
        menuScrapingClusterFingerprints {
          menuId
        }
      }
    }
  `);
