// Sets a done menu scraping task back to NOT_VERIFIED (only its resolver may).
import type { taskDocumentsMenuScrapingUnverifyMutation } from './__generated__/taskDocumentsMenuScrapingUnverifyMutation.graphql';
import { menuScrapingVerificationDocuments } from './taskDocuments';
import { usePromiseMutation } from './usePromiseMutation';

export function useUnmarkMenuScrapingTaskAsVerifiedMutation() {
  return usePromiseMutation<taskDocumentsMenuScrapingUnverifyMutation>(menuScrapingVerificationDocuments.unverify);
}
