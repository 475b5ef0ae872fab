// Reject crawl: resolves a document menu's scraping task by rejecting what the crawl found, with the required comment
// ('Crawling rejection comment is required.'); the files' choices sent are kept. The menu becomes CRAWL_REJECTED.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../taskPage/usePromiseMutation';
import type { useRejectDocumentMenuMutation as Operation } from './__generated__/useRejectDocumentMenuMutation.graphql';

const mutation = graphql`
  mutation useRejectDocumentMenuMutation(
    $id: ID!
    $expectedModifiedDate: DateTime
    $menuDocumentFilesData: [MenuDocumentFileInput!]
    $crawlingRejectedComment: String
  ) {
    resolution: resolveMenuScrapingTaskByRejectDocumentMenu(
      id: $id
      expectedModifiedDate: $expectedModifiedDate
      menuDocumentFilesData: $menuDocumentFilesData
      crawlingRejectedComment: $crawlingRejectedComment
    ) {
      task {
        id
        status
        modifiedDate
      }
    }
  }
`;

export function useRejectDocumentMenuMutation() {
  return usePromiseMutation<Operation>(mutation);
}
