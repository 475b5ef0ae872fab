// The dish review's own mutations beyond the frame's save and done (spec 2, section 7): the upload's save, the bulk dish
// statuses, and the three other ways to resolve: reject an HTML menu, reject a document menu, rescrape.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useDishReviewMutationsUploadMutation } from './__generated__/useDishReviewMutationsUploadMutation.graphql';
import type { useDishReviewMutationsStatusesMutation } from './__generated__/useDishReviewMutationsStatusesMutation.graphql';
import type { useDishReviewMutationsRejectHtmlMutation } from './__generated__/useDishReviewMutationsRejectHtmlMutation.graphql';
import type { useDishReviewMutationsRejectDocumentMutation } from './__generated__/useDishReviewMutationsRejectDocumentMutation.graphql';
import type { useDishReviewMutationsRescrapeMutation } from './__generated__/useDishReviewMutationsRescrapeMutation.graphql';

/** A corrected file saved at once; the answer refreshes the frame and the editor (titles, counts, difference). */
export function useUploadMenuDataMutation() {
  return usePromiseMutation<useDishReviewMutationsUploadMutation>(graphql`
    mutation useDishReviewMutationsUploadMutation($id: ID!, $expectedModifiedDate: DateTime, $menuId: Int, $uploadedMenuTitlesData: JSON, $uploadedDishesData: JSON) {
      task: saveDishReviewTask(
        id: $id
        expectedModifiedDate: $expectedModifiedDate
        menuId: $menuId
        uploadedMenuTitlesData: $uploadedMenuTitlesData
        uploadedDishesData: $uploadedDishesData
      ) {
        ...TaskFrame_task
        ...DishReviewEditor_task
      }
    }
  `);
}

/** Approve, flag or exclude the selected dishes; the answer updates their rows in place. */
export function useSetDishStatusesMutation() {
  return usePromiseMutation<useDishReviewMutationsStatusesMutation>(graphql`
    mutation useDishReviewMutationsStatusesMutation($items: [DishStatusInput!]!) {
      dishes: setDishStatusesByIds(items: $items) {
        id
        reviewStatus
      }
    }
  `);
}

export function useRejectHtmlMenuMutation() {
  return usePromiseMutation<useDishReviewMutationsRejectHtmlMutation>(graphql`
    mutation useDishReviewMutationsRejectHtmlMutation(
      $id: ID!
      $expectedModifiedDate: DateTime
      $assignedToUserId: ID!
      $rejectMenuStatus: DishReviewRejectMenuStatus!
      $scrapingRejectedComment: String
    ) {
      resolution: resolveDishReviewTaskByRejectHtmlMenu(
        id: $id
        expectedModifiedDate: $expectedModifiedDate
        assignedToUserId: $assignedToUserId
        rejectMenuStatus: $rejectMenuStatus
        scrapingRejectedComment: $scrapingRejectedComment
      ) {
        task {
          id
          status
          modifiedDate
        }
      }
    }
  `);
}

export function useRejectDocumentMenuMutation() {
  return usePromiseMutation<useDishReviewMutationsRejectDocumentMutation>(graphql`
    mutation useDishReviewMutationsRejectDocumentMutation($id: ID!, $expectedModifiedDate: DateTime, $scrapingRejectedComment: String) {
      resolution: resolveDishReviewTaskByRejectDocumentMenu(id: $id, expectedModifiedDate: $expectedModifiedDate, scrapingRejectedComment: $scrapingRejectedComment) {
        task {
          id
          status
          modifiedDate
        }
      }
    }
  `);
}

export function useRescrapeReviewMutation() {
  return usePromiseMutation<useDishReviewMutationsRescrapeMutation>(graphql`
    mutation useDishReviewMutationsRescrapeMutation($id: ID!, $expectedModifiedDate: DateTime, $isDebugModeScraping: Boolean) {
      resolution: resolveDishReviewTaskByRescrapeMenu(id: $id, expectedModifiedDate: $expectedModifiedDate, isDebugModeScraping: $isDebugModeScraping) {
        task {
          id
          status
          modifiedDate
        }
      }
    }
  `);
}
