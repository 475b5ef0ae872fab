// createGoogleLocation: a place a provider found becomes a google_locations row a location can be attached to. A place
// already stored (every place of the embedded catalogue) is answered as it is, without asking the provider again;
// a new one is asked for its details, refused when none of its types can be attached, and stored with its history
// event in one transaction.
import { isSupportedPlace, PLACE_MESSAGES } from '../../domain/places';
import type { Database } from '../db/database';
import type { GoogleLocationRow } from '../graphql/loaders';
import { notFound, validationError } from '../graphql/errors';
import { recordEvent } from '../history/eventRows';
import { storedPlace } from './embeddedPlaces';
import type { PlaceDetails, PlacesProvider } from './placesProvider';

/** Google's place ids are a few dozen URL-safe characters; the ceiling only keeps nonsense away from the provider. */
export const MAX_PLACE_ID_LENGTH = 1000;
export const PLACE_ID_MESSAGE = 'Place id is not valid.';

const COLUMNS = [
  'place_id', 'name', 'phone', 'website', 'business_status', 'street_number', 'street', 'city', 'post_code', 'country',
  'formatted_address', 'rating', 'latitude', 'longitude', 'types',
] as const satisfies readonly (keyof PlaceDetails)[];

function attachable(row: { types: string[] | null }): void {
  if (!isSupportedPlace(row.types)) throw validationError(PLACE_MESSAGES.unsupportedTypes, 'placeId');
}

export async function createGoogleLocation(db: Database, provider: PlacesProvider, placeId: string, userId: number | null): Promise<GoogleLocationRow> {
  const id = placeId.trim();
  if (!id || id.length > MAX_PLACE_ID_LENGTH) throw validationError(PLACE_ID_MESSAGE, 'placeId');
  const stored = await storedPlace(db, id);
  if (stored) {
    attachable(stored);
    return stored;
  }
  // The embedded catalogue knows only what is stored; the call goes out before the transaction, which stays short.
  const details = provider.kind === 'EMBEDDED' ? null : await provider.details(id);
  if (!details || !details.place_id) throw notFound('Place');
  attachable(details);
  return db.transaction(async (tx) => {
    const [inserted] = await tx.query<GoogleLocationRow>(
      `INSERT INTO google_locations (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
       ON CONFLICT (place_id) DO NOTHING RETURNING *`,
      COLUMNS.map((column) => details[column]),
    );
    // Stored meanwhile by someone else (or known under the id Google answered with): that row, and no second event.
    if (!inserted) {
      const [existing] = await tx.query<GoogleLocationRow>('SELECT * FROM google_locations WHERE place_id = $1', [details.place_id]);
      attachable(existing);
      return existing;
    }
    await recordEvent(tx, {
      userId,
      type: 'CREATE',
      entityType: 'GOOGLE_LOCATION',
      entityId: inserted.id,
      message: `Place ${inserted.name} stored`,
      data: { placeId: inserted.place_id, types: inserted.types, provider: provider.kind },
    });
    return inserted;
  });
}
