// The location detail form and the Clone location modal (spec 2, sections 2.11 and 5), shared by the SPA and the API.
import * as yup from 'yup';
import { limitedText } from './inputLimits';
import { isWebsite, MAX_URL_LENGTH } from './websites';

export const LOCATION_FORM_MESSAGES = {
  nameRequired: "Please provide the location's name.",
  websiteInvalid: 'Website is not valid',
  websiteRequired: "Location's website is required",
  cloneBrandRequired: 'Brand is required',
} as const;

export const MAX_LOCATION_NAME_LENGTH = 300;

export const locationFormSchema = yup.object({
  name: limitedText('Location name', MAX_LOCATION_NAME_LENGTH).trim().required(LOCATION_FORM_MESSAGES.nameRequired),
  website: yup
    .string()
    .trim()
    .max(MAX_URL_LENGTH, LOCATION_FORM_MESSAGES.websiteInvalid)
    .required(LOCATION_FORM_MESSAGES.websiteRequired)
    .test('website', LOCATION_FORM_MESSAGES.websiteInvalid, (value) => !value || isWebsite(value)),
});
export type LocationForm = yup.InferType<typeof locationFormSchema>;

export const cloneLocationSchema = yup.object({
  locationId: yup.number().integer().required(),
  brandId: yup.number().integer().nullable().required(LOCATION_FORM_MESSAGES.cloneBrandRequired),
});
