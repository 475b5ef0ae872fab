// Rescrape: schedules a new scrape of the menu with its stored instructions; the comment joins the rescraping history.
// The answer refreshes the menu's status and whether a scrape is running.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useRescrapeMenuMutation as Operation } from './__generated__/useRescrapeMenuMutation.graphql';

const mutation = graphql`
  mutation useRescrapeMenuMutation($menuId: Int!, $isDebugMode: Boolean, $comment: String) {
    rescrapeMenu(menuId: $menuId, isDebugMode: $isDebugMode, comment: $comment) {
      id
      status
      isScrapeRunning
      isAwaitingScraping
      modifiedDate
    }
  }
`;

export function useRescrapeMenuMutation() {
  return usePromiseMutation<Operation>(mutation);
}
