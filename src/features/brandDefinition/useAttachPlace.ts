// Attaching a found place to a location: refused with the form's message when its types are not supported; otherwise
// createGoogleLocation(placeId) stores it (a stored place comes back as it is, with the fields the row shows) and the
// row takes its googleLocationId.
import { useCallback } from 'react';
import { PLACE_MESSAGES } from '../../../domain/places';
import { useNotify } from '../../app/notifications/useNotify';
import { errorMessage } from '../../relay/errorMessage';
import { attachedPlaceOf, canAttach, type FoundPlace } from './attachablePlace';
import type { AttachedPlace } from './definitionForm';
import { useStorePlaceMutation } from '../places/useStorePlaceMutation';

export function useAttachPlace(): { attachable(place: FoundPlace): Promise<AttachedPlace | null>; storing: boolean } {
  const notify = useNotify();
  const create = useStorePlaceMutation();
  const { run } = create;
  const attachable = useCallback(
    async (place: FoundPlace) => {
      if (!canAttach(place)) {
        notify.error(PLACE_MESSAGES.unsupportedTypes, `${place.name}: ${place.types.join(', ') || 'no types'}`);
        return null;
      }
      try {
        const response = await run({ placeId: place.placeId });
        return attachedPlaceOf(response.createGoogleLocation);
      } catch (error) {
        notify.error('Attach place failed.', errorMessage(error));
        return null;
      }
    },
    [notify, run],
  );
  return { attachable, storing: create.isInFlight };
}
