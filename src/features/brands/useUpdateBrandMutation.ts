// Updates a brand from the detail form, sending the modifiedDate the edit was based on so that a change made
// meanwhile is refused with the server's CONFLICT message instead of being overwritten. The answer refreshes the
// page's fragments; the stored values come back for the form to start again from.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateBrandMutation as Operation } from './__generated__/useUpdateBrandMutation.graphql';
import { brandFormValuesOf, toUpdateBrandInput, type BrandFormValues } from './brandFormValues';

const mutation = graphql`
  mutation useUpdateBrandMutation($id: ID!, $data: UpdateBrandInput!, $expectedModifiedDate: DateTime) {
    updateBrand(id: $id, data: $data, expectedModifiedDate: $expectedModifiedDate) {
      id
      name
      website
      isHasNoWebsiteConfirmed
      status
      hasOnlyUnsupportedBusinessTypes
      businessStatus
      useBrandNameAsLocationName
      useDishTypeIcon
      isForTesting
      ...BrandEditor_brand
    }
  }
`;

export interface UpdateBrandArgs {
  id: string;
  values: BrandFormValues;
  isDeveloper: boolean;
  expectedModifiedDate: string;
}

export function useUpdateBrandMutation(): [(args: UpdateBrandArgs) => Promise<BrandFormValues>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const update = useCallback(
    ({ id, values, isDeveloper, expectedModifiedDate }: UpdateBrandArgs) =>
      new Promise<BrandFormValues>((resolve, reject) => {
        commit({
          variables: { id, data: toUpdateBrandInput(values, isDeveloper), expectedModifiedDate },
          onCompleted: (response, errors) => (errors?.length ? reject(errors) : resolve(brandFormValuesOf(response.updateBrand))),
          onError: reject,
        });
      }),
    [commit],
  );
  return [update, isInFlight];
}
