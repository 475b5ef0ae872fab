// The banner of a done scraping task whose scrape found the menu but that nobody verified yet (taskPage/verifyToReview.ts): the
// menu reaches the reviewers' queue only once its scraping task is verified.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { VERIFY_DEFAULT_SHORTCUT, verifyToReviewHint, type VerifyToReviewFacts } from '../taskPage/verifyToReview';

export function VerifyToReviewBanner({ facts, viewerId }: { facts: VerifyToReviewFacts; viewerId: number | null }) {
  const hint = verifyToReviewHint(facts, viewerId);
  if (!hint) return null;
  return (
    <MessageBar intent="info" layout="multiline" aria-label="Verification needed">
      <MessageBarBody>
        <MessageBarTitle>Scraped: verify to send the menu to dish review</MessageBarTitle>
        {hint.kind === 'verify' ? (
          <>
            The reviewers’ queue shows a menu once its scraping task is verified. Press <kbd>{VERIFY_DEFAULT_SHORTCUT.toUpperCase()}</kbd> to mark
            this task Verified - Default, or choose a verification under Task.
          </>
        ) : (
          `The reviewers’ queue shows a menu once its scraping task is verified, which only ${hint.resolverName} can do.`
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
