// Saves the menu's format with its not-scrapeable reason and comment (other formats clear them).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateMenuFormatMutation as Operation, useUpdateMenuFormatMutation$variables as Variables } from './__generated__/useUpdateMenuFormatMutation.graphql';

const mutation = graphql`
  mutation useUpdateMenuFormatMutation($id: ID!, $data: MenuFormatInput!) {
    updateMenuFormatAndNotScrapeableReason(id: $id, data: $data) {
      id
      format
      status
      notScrapeableReason
      notScrapeableComment
      additionalUrls
      modifiedDate
    }
  }
`;

export function useUpdateMenuFormatMutation(): [(variables: Variables) => Promise<void>, boolean] {
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
