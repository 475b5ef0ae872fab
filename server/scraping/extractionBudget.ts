// The time one page's extraction may take (extractionThreads.ts stops it there), and the error a run records then.

/** Default budget for extracting one page: a 5 MB page (the fetcher's cap) extracts in well under a second. */
export const DEFAULT_EXTRACTION_BUDGET_MS = 5_000;

export class ExtractionBudgetError extends Error {
  constructor(readonly budgetMs: number) {
    super(
      `Extracting this page took longer than ${formatSeconds(budgetMs)} and was stopped. A pattern or selector costs too much on this page: ` +
        'look for a pattern that can match almost anywhere or repeats a long group (such as (.*a){20}), or a selector that searches the whole page for each element.',
    );
    this.name = 'ExtractionBudgetError';
  }
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
