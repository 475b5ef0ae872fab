// The rerun flow's three writes on the cluster page (spec 3, section 7), each as a promise: the answer is the cluster,
// read as the page reads it (its flow, steps and their refusals included), so the page and the step indicator follow.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../taskPage/usePromiseMutation';
import type { rerunFlowMutationsCompleteMutation } from './__generated__/rerunFlowMutationsCompleteMutation.graphql';
import type { rerunFlowMutationsRestartMutation } from './__generated__/rerunFlowMutationsRestartMutation.graphql';
import type { rerunFlowMutationsStartMutation } from './__generated__/rerunFlowMutationsStartMutation.graphql';

export const useStartNewRerunFlowMutation = () =>
  usePromiseMutation<rerunFlowMutationsStartMutation>(graphql`
    mutation rerunFlowMutationsStartMutation($menuScrapingClusterId: ID!) {
      startNewRerunFlow(menuScrapingClusterId: $menuScrapingClusterId) {
        ...ClusterPage_cluster
      }
    }
  `);

export const useCompleteRerunStepMutation = () =>
  usePromiseMutation<rerunFlowMutationsCompleteMutation>(graphql`
    mutation rerunFlowMutationsCompleteMutation($rerunFlowId: ID!, $stepType: RerunStepType!, $isConfirmed: Boolean) {
      completeRerunStep(rerunFlowId: $rerunFlowId, stepType: $stepType, isConfirmed: $isConfirmed) {
        ...ClusterPage_cluster
      }
    }
  `);

export const useRestartRerunStepMutation = () =>
  usePromiseMutation<rerunFlowMutationsRestartMutation>(graphql`
    mutation rerunFlowMutationsRestartMutation($rerunFlowId: ID!, $stepType: RerunStepType!) {
      restartRerunStep(rerunFlowId: $rerunFlowId, stepType: $stepType) {
        ...ClusterPage_cluster
      }
    }
  `);
