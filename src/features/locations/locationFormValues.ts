// What the location detail form edits and sends (spec 2, section 2.11): name and website, compared as the server stores
// them (trimmed), so Save stays disabled until something would change.

export interface LocationFormValues {
  name: string;
  website: string;
}

/** The location as stored, in the form's shape (no website is ''). */
export function locationFormValuesOf(location: { name: string; website: string | null | undefined }): LocationFormValues {
  return { name: location.name, website: location.website ?? '' };
}

export function sameLocationForm(a: LocationFormValues, b: LocationFormValues): boolean {
  return a.name.trim() === b.name.trim() && a.website.trim() === b.website.trim();
}

/** UpdateLocationInput's form part: the values as typed (the server trims and validates them with the same schema). */
export function toUpdateLocationInput(values: LocationFormValues, expectedModifiedDate: string): { name: string; website: string; expectedModifiedDate: string } {
  return { name: values.name, website: values.website, expectedModifiedDate };
}
