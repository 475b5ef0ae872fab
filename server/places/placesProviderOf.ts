// The configured places provider: Google Places when GOOGLE_MAPS_API_KEY is set, else the embedded catalogue. Nothing
// leaves the machine unless a key is configured.
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { embeddedPlaces } from './embeddedPlaces';
import { googlePlaces } from './googlePlaces';
import type { PlacesProvider } from './placesProvider';

export function placesProviderOf(config: Pick<Config, 'googleMapsApiKey' | 'googlePlacesUrl'>, db: Queryable): PlacesProvider {
  return config.googleMapsApiKey ? googlePlaces({ apiKey: config.googleMapsApiKey, baseUrl: config.googlePlacesUrl }) : embeddedPlaces(db);
}
