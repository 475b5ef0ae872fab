// Verifies a done menu scraping task in default or debug mode (only its resolver may).
import type { taskDocumentsMenuScrapingVerifyMutation } from './__generated__/taskDocumentsMenuScrapingVerifyMutation.graphql';
import { menuScrapingVerificationDocuments } from './taskDocuments';
import { usePromiseMutation } from './usePromiseMutation';

export function useMarkMenuScrapingTaskAsVerifiedMutation() {
  return usePromiseMutation<taskDocumentsMenuScrapingVerifyMutation>(menuScrapingVerificationDocuments.verify);
}
