// Saves the location detail form (and a place attached on its map), sending the modifiedDate the edit was based on so a
// change made meanwhile is refused with the server's CONFLICT message. The answer refreshes the page's fragments.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateLocationMutation as Operation } from './__generated__/useUpdateLocationMutation.graphql';
import { locationFormValuesOf, type LocationFormValues } from './locationFormValues';

const mutation = graphql`
  mutation useUpdateLocationMutation($id: ID!, $data: UpdateLocationInput!) {
    updateLocation(id: $id, data: $data) {
      id
      name
      website
      ...LocationEditor_location
    }
  }
`;

export interface UpdateLocationArgs {
  id: string;
  values: LocationFormValues;
  expectedModifiedDate: string;
  /** A stored place to attach; null detaches; left out keeps the place. */
  googleLocationId?: number | null;
}

export function useUpdateLocationMutation(): [(args: UpdateLocationArgs) => Promise<LocationFormValues>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const update = useCallback(
    ({ id, values, expectedModifiedDate, googleLocationId }: UpdateLocationArgs) =>
      new Promise<LocationFormValues>((resolve, reject) => {
        const data = { name: values.name, website: values.website, expectedModifiedDate, ...(googleLocationId === undefined ? {} : { googleLocationId }) };
        commit({
          variables: { id, data },
          onCompleted: (response, errors) => (errors?.length ? reject(errors) : resolve(locationFormValuesOf(response.updateLocation))),
          onError: reject,
        });
      }),
    [commit],
  );
  return [update, isInFlight];
}
