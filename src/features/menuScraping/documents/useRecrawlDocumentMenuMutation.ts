// Recrawl: resolves a document menu's scraping task by crawling its site again (useFallbackSettings: broader link
// rules); the menu becomes CRAWL_SCHEDULED and the task reopens once the crawl has found the files.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../taskPage/usePromiseMutation';
import type { useRecrawlDocumentMenuMutation as Operation } from './__generated__/useRecrawlDocumentMenuMutation.graphql';

const mutation = graphql`
  mutation useRecrawlDocumentMenuMutation($id: ID!, $expectedModifiedDate: DateTime, $useFallbackSettings: Boolean) {
    resolution: resolveMenuScrapingTaskByRecrawlDocumentMenu(id: $id, expectedModifiedDate: $expectedModifiedDate, useFallbackSettings: $useFallbackSettings) {
      task {
        id
        status
        modifiedDate
      }
    }
  }
`;

export function useRecrawlDocumentMenuMutation() {
  return usePromiseMutation<Operation>(mutation);
}
