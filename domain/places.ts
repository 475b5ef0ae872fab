// Map places (spec 2, sections 5 and 9): which place types can be attached to a location, and the map's constants.
// Shared by the SPA (the map and its search box) and the API (createGoogleLocation, the brand definition save).

export const SUPPORTED_PLACE_TYPES = ['establishment', 'premise', 'subpremise'] as const;

export const PLACE_MESSAGES = {
  unsupportedTypes: 'Google place types is not supported.',
} as const;

/** A place can be attached when it has types and at least one of them is supported. */
export function isSupportedPlace(types: readonly string[] | null | undefined): boolean {
  return !!types && types.some((type) => (SUPPORTED_PLACE_TYPES as readonly string[]).includes(type));
}

export const MAP_DEFAULTS = {
  center: { latitude: 53.8584624, longitude: -1.3298334 },
  zoom: 6,
  /** The zoom when a location or place is selected. */
  selectedZoom: 16,
  clusterRadius: 60,
  maxZoom: 20,
} as const;

/** The bounds of a map view, in degrees; the place search never answers outside them. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export const PLACE_SEARCH_LIMITS = {
  minTextLength: 2,
  defaultLimit: 10,
  maxLimit: 20,
  /** Suggestions per location: default and ceiling. */
  defaultSuggestions: 3,
  maxSuggestions: 5,
  /** A suggestion farther than this from the location is not offered. */
  suggestionRadiusMeters: 1000,
} as const;
