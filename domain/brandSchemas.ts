// The brand forms of the data screens (spec 2, section 5): the brand detail form and the create-brand modal of the
// brands list and of the gateway task's New brand button. Shared by the SPA and the API, so both refuse the same input
// with the same words. The gateway task's own form is domain/brandGatewaySchemas.ts.
import * as yup from 'yup';
import { limitedText } from './inputLimits';
import { isWebsite, MAX_URL_LENGTH } from './websites';

export const BRAND_FORM_MESSAGES = {
  nameRequired: "Brand's name is required",
  websiteInvalid: 'Website is not valid',
  websiteRequired: "Brand's website is required",
  /** An empty line of the additional URLs list (the menu definition form's words for the same list). */
  additionalUrlRequired: 'Website is required',
  tooManyAdditionalUrls: 'At most 20 additional URLs',
} as const;

export const MAX_BRAND_NAME_LENGTH = 300;
export const MAX_ADDITIONAL_URLS = 20;

export const BRAND_STATUSES = ['NEW', 'INCLUDED', 'EXCLUDED'] as const;
export const BUSINESS_STATUSES = ['OPERATIONAL', 'CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY', 'FUTURE_OPENING'] as const;

const brandName = () => limitedText('Brand name', MAX_BRAND_NAME_LENGTH).trim().required(BRAND_FORM_MESSAGES.nameRequired);

const website = (invalid: string = BRAND_FORM_MESSAGES.websiteInvalid) =>
  yup
    .string()
    .trim()
    .max(MAX_URL_LENGTH, invalid)
    .test('website', invalid, (value) => !value || isWebsite(value));

/** Create brand (brands list and the gateway's New brand modal): name and website required, additional URLs valid. */
export const createBrandSchema = yup.object({
  name: brandName(),
  website: website().required(BRAND_FORM_MESSAGES.websiteRequired),
  additionalUrls: yup
    .array(website().required(BRAND_FORM_MESSAGES.additionalUrlRequired))
    .max(MAX_ADDITIONAL_URLS, BRAND_FORM_MESSAGES.tooManyAdditionalUrls)
    .nullable()
    .default(null),
});
export type CreateBrandForm = yup.InferType<typeof createBrandSchema>;

/** The brand detail form (spec 2, section 2.10): the website is required unless 'no website' is confirmed. */
export const brandDetailSchema = yup.object({
  name: brandName(),
  isHasNoWebsiteConfirmed: yup.boolean().nullable().default(null),
  website: website().when('isHasNoWebsiteConfirmed', ([noWebsite], field) => (noWebsite ? field.nullable() : field.required(BRAND_FORM_MESSAGES.websiteRequired))),
  status: yup.mixed<(typeof BRAND_STATUSES)[number]>().oneOf([...BRAND_STATUSES]).nullable().default(null),
  hasOnlyUnsupportedBusinessTypes: yup.boolean().nullable().default(null),
  businessStatus: yup.mixed<(typeof BUSINESS_STATUSES)[number]>().oneOf([...BUSINESS_STATUSES]).nullable().default(null),
  useBrandNameAsLocationName: yup.boolean().nullable().default(null),
  useDishTypeIcon: yup.boolean().nullable().default(null),
  isForTesting: yup.boolean().nullable().default(null),
});
export type BrandDetailForm = yup.InferType<typeof brandDetailSchema>;
