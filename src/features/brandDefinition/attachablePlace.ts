// A place found on the map (a search result or a suggestion) turned into what a row shows once attached: the stored
// GoogleLocation's fields. Places whose types are not supported are refused before anything is stored (spec 2,
// section 5: 'Google place types is not supported.').
import { graphql } from 'react-relay';
import { placeAttachRefusal } from '../places/placeResults';
import type { AttachedPlace } from './definitionForm';

// The fields a row shows of a stored place, read by the search, the suggestions and createGoogleLocation alike.
graphql`
  fragment attachablePlace_googleLocation on GoogleLocation {
    databaseId
    placeId
    name
    phone
    website
    businessStatus
    formattedAddress
    latitude
    longitude
  }
`;

export interface StoredPlaceFields {
  readonly databaseId: number;
  readonly placeId: string;
  readonly name: string;
  readonly phone?: string | null;
  readonly website?: string | null;
  readonly businessStatus?: string | null;
  readonly formattedAddress?: string | null;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
}

/** A place as the map's search (places/placeResults PlaceResult) and the suggestions answer it. */
export interface FoundPlace {
  readonly placeId: string;
  readonly name: string;
  readonly formattedAddress?: string | null;
  readonly latitude: number;
  readonly longitude: number;
  readonly types: readonly string[];
  readonly isSupported: boolean;
}

export function attachedPlaceOf(stored: StoredPlaceFields): AttachedPlace {
  return {
    googleLocationId: stored.databaseId,
    placeId: stored.placeId,
    name: stored.name,
    formattedAddress: stored.formattedAddress ?? null,
    phone: stored.phone ?? null,
    website: stored.website ?? null,
    businessStatus: stored.businessStatus ?? null,
    latitude: stored.latitude ?? null,
    longitude: stored.longitude ?? null,
  };
}

export function canAttach(place: Pick<FoundPlace, 'types' | 'isSupported'>): boolean {
  return placeAttachRefusal(place) === null;
}
