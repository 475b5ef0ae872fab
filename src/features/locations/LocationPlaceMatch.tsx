// The place picker of location detail (spec 2, section 2.11): the places feature's map (src/features/places), opened on
// the location's H&S coordinates (else its own), with its current place pinned. The page saves the choice.
import { graphql, useFragment } from 'react-relay';
import type { CreatedGoogleLocation } from '../places/useStorePlaceMutation';
import { LocationPlacePicker } from '../places/LocationPlacePicker';
import type { LocationPlaceMatch_location$key } from './__generated__/LocationPlaceMatch_location.graphql';

export interface LocationPlaceMatchProps {
  location: LocationPlaceMatch_location$key;
  onAttach(place: CreatedGoogleLocation): Promise<void>;
  onDetach(): Promise<void>;
  disabled: boolean;
}

export function LocationPlaceMatch({ location: locationKey, onAttach, onDetach, disabled }: LocationPlaceMatchProps) {
  const location = useFragment(
    graphql`
      fragment LocationPlaceMatch_location on Location {
        name
        latitude
        longitude
        fsaLocation {
          latitude
          longitude
        }
        googleLocation {
          name
          latitude
          longitude
        }
      }
    `,
    locationKey,
  );
  const fsa = location.fsaLocation;
  const hasFsaPoint = fsa?.latitude != null && fsa.longitude != null;
  return (
    <LocationPlacePicker
      location={{ label: location.name, latitude: hasFsaPoint ? fsa.latitude : location.latitude, longitude: hasFsaPoint ? fsa.longitude : location.longitude }}
      currentPlace={location.googleLocation ?? null}
      onAttach={onAttach}
      onDetach={onDetach}
      disabled={disabled}
    />
  );
}
