// The reruns page's writes (spec 3, section 7): start a session over any HTML menus (resent with isStartSessionConfirmed
// after a confirmation) and abort one. Each answers the session.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { rerunSessionMutationsAbortMutation } from './__generated__/rerunSessionMutationsAbortMutation.graphql';
import type { rerunSessionMutationsStartMutation } from './__generated__/rerunSessionMutationsStartMutation.graphql';

export const useStartRerunSessionMutation = () =>
  usePromiseMutation<rerunSessionMutationsStartMutation>(graphql`
    mutation rerunSessionMutationsStartMutation($data: HtmlMenuScrapingRerunSessionInput!) {
      startHtmlMenuScrapingRerunSession(data: $data) {
        id
        databaseId
        status
      }
    }
  `);

export const useAbortRerunSessionMutation = () =>
  usePromiseMutation<rerunSessionMutationsAbortMutation>(graphql`
    mutation rerunSessionMutationsAbortMutation($id: ID!) {
      abortHtmlMenuScrapingRerunSession(id: $id) {
        ...useSessionRowActions_abortedSession
      }
    }
  `);
