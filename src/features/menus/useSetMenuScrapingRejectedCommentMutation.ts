// Sets or (empty) removes the menu's scraping rejection comment and whom the rejected menu goes to.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetMenuScrapingRejectedCommentMutation as Operation, useSetMenuScrapingRejectedCommentMutation$variables as Variables } from './__generated__/useSetMenuScrapingRejectedCommentMutation.graphql';

const mutation = graphql`
  mutation useSetMenuScrapingRejectedCommentMutation($id: ID!, $scrapingRejectedComment: String, $assignedToUserId: ID) {
    setMenuScrapingRejectedComment(id: $id, scrapingRejectedComment: $scrapingRejectedComment, assignedToUserId: $assignedToUserId) {
      id
      scrapingRejectedComment
      modifiedDate
    }
  }
`;

export function useSetMenuScrapingRejectedCommentMutation(): [(variables: Variables) => Promise<void>, boolean] {
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
