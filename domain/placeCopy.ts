// What a location keeps of a map place it is matched to (spec 2, section 4, "Map matching"): one rule for every page
// that attaches or detaches a place (the brand definition task, location detail), in the SPA and on the server.
// - Attaching a place copies its phone, formatted address, latitude and longitude onto the location, each one the place
//   has; one the place lacks keeps the location's own value.
// - Detaching clears each of those fields that still holds the old place's value (the copy attaching made); a value that
//   differs is the location's own (from the food authority, or typed on location detail) and is kept.
// - Moving to another place is both: the old place's copy goes, the new place's values come.
// The match rank and the 'no Google match' flag are set beside this: MANUAL and false on attach, NO on detach.

/** The place fields a location holds a copy of, by their GraphQL names. */
export interface PlaceCopy {
  phone: string | null;
  formattedAddress: string | null;
  latitude: number | null;
  longitude: number | null;
}

export const PLACE_COPY_FIELDS: readonly (keyof PlaceCopy)[] = ['phone', 'formattedAddress', 'latitude', 'longitude'];

/** Only the copied fields of a larger object (a location's state, a place). */
export function placeCopyOf(values: PlaceCopy): PlaceCopy {
  return { phone: values.phone, formattedAddress: values.formattedAddress, latitude: values.latitude, longitude: values.longitude };
}

/** The location's place fields after its place changes from `old` to `next` (either may be none). */
export function placeCopyAfter(current: PlaceCopy, old: PlaceCopy | null, next: PlaceCopy | null): PlaceCopy {
  const fields: Record<keyof PlaceCopy, string | number | null> = placeCopyOf(current);
  for (const field of PLACE_COPY_FIELDS) {
    if (old && fields[field] !== null && fields[field] === old[field]) fields[field] = null;
    if (next && next[field] !== null) fields[field] = next[field];
  }
  return fields as PlaceCopy;
}
