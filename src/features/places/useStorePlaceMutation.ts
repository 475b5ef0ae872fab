// Stores a provider's place as a GoogleLocation (createGoogleLocation; a stored one comes back as it is); refused with
// 'Google place types is not supported.' The fields are those a location shows of its place, so the store holds them.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useStorePlaceMutation as Operation, useStorePlaceMutation$data } from './__generated__/useStorePlaceMutation.graphql';

const mutation = graphql`
  mutation useStorePlaceMutation($placeId: String!) {
    createGoogleLocation(placeId: $placeId) {
      id
      databaseId
      placeId
      name
      phone
      website
      businessStatus
      streetNumber
      street
      city
      postCode
      country
      formattedAddress
      rating
      latitude
      longitude
      types
    }
  }
`;

export type CreatedGoogleLocation = useStorePlaceMutation$data['createGoogleLocation'];

export function useStorePlaceMutation() {
  return usePromiseMutation<Operation>(mutation);
}
