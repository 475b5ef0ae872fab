// Sets or (empty) removes the menu's scraping issue comment.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetMenuScrapingIssueCommentMutation as Operation, useSetMenuScrapingIssueCommentMutation$variables as Variables } from './__generated__/useSetMenuScrapingIssueCommentMutation.graphql';

const mutation = graphql`
  mutation useSetMenuScrapingIssueCommentMutation($id: ID!, $scrapingIssueComment: String) {
    setMenuScrapingIssueComment(id: $id, scrapingIssueComment: $scrapingIssueComment) {
      id
      scrapingIssueComment
      status
      modifiedDate
    }
  }
`;

export function useSetMenuScrapingIssueCommentMutation(): [(variables: Variables) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const run = useCallback(
    (variables: Variables) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables, onCompleted: (_response, errors) => (errors?.length ? reject(errors) : resolve()), onError: reject });
      }),
    [commit],
  );
  return [run, isInFlight];
}
