// The brand gateway form (spec 2, section 5), shared by the SPA and the API so both refuse the same input with the same
// words. Save checks what must hold for any stored brand; Done checks everything a finished decision needs.
import * as yup from 'yup';
import { limitedText, MAX_TEXT_LENGTH } from './inputLimits';
import { isWebsite, MAX_URL_LENGTH } from './websites';

export const BRAND_GATEWAY_MESSAGES = {
  nameRequired: 'Brand name is required',
  websiteInvalid: 'Website is not valid',
  websiteRequired: 'Brand website is required',
  rankRequired: 'Brand rank is required',
  inclusionRequired: 'Brand inclusion is required',
  masterRequired: 'Master brand is required',
  exclusionReasonRequired: 'Excluded reason is required',
  commentRequired: 'Comment is required',
  exclusionCommentRequired: 'Exclusion comment is required',
  locationStatusInvalid: 'Please choose a valid option',
  similarNameRequired: 'Please provide a brand name',
  vpnNotice: 'Make sure you checked the website with VPN.',
  unmarkMasterRefused: 'Unmark as master is not allowed.',
} as const;

export const unmarkMasterLimitDetail = (limit: number) => `This brand has more than ${limit} locations attached to it.`;

/** 'Location with id X on page N has the following error: ...' (one notification per error). */
export const locationErrorMessage = (id: number, page: number, message: string) => `Location with id ${id} on page ${page} has the following error: ${message}`;

export const BRAND_EXCLUSION_REASONS = [
  'INACCESSIBLE_URL',
  'NO_MENU',
  'GROCERY',
  'CATERING',
  'NO_WEBSITE',
  'DELIVERY',
  'AMBIGUOUS_LOCATION_TYPES',
  'MULTIPLE_BRANDS_COMBINED',
  'NOT_A_RESTAURANT',
  'MISC',
  'NO_INCLUDED_LOCATIONS',
] as const;
export type BrandExclusionReason = (typeof BRAND_EXCLUSION_REASONS)[number];
/** NO_INCLUDED_LOCATIONS is the system's; people never choose it. */
export type ManualBrandExclusionReason = Exclude<BrandExclusionReason, 'NO_INCLUDED_LOCATIONS'>;
export const MANUAL_BRAND_EXCLUSION_REASONS = BRAND_EXCLUSION_REASONS.filter((reason): reason is ManualBrandExclusionReason => reason !== 'NO_INCLUDED_LOCATIONS');

export const LOCATION_EXCLUSION_REASONS = ['GROCERY', 'CATERING', 'NO_WEBSITE', 'NO_SCRAPABLE_WEBSITE', 'MISC', 'DELIVERY', 'DUPLICATE', 'NO_GOOGLE_MATCH', 'NO_MENU', 'CLOSED_PERMANENTLY'] as const;
/** The system sets DUPLICATE, NO_GOOGLE_MATCH, NO_MENU and CLOSED_PERMANENTLY; people choose among the rest. */
export const MANUAL_LOCATION_EXCLUSION_REASONS = ['GROCERY', 'CATERING', 'NO_WEBSITE', 'NO_SCRAPABLE_WEBSITE', 'MISC', 'DELIVERY'] as const;

export type BrandRank = 'MASTER' | 'SLAVE';
export type BrandStatus = 'NEW' | 'INCLUDED' | 'EXCLUDED';
export type GatewayMode = 'save' | 'done';

/** The brand as the gateway form holds it (empty text is ''). */
export interface BrandGatewayBrandValues {
  name: string;
  website: string;
  isHasNoWebsiteConfirmed: boolean;
  rank: BrandRank | null;
  messinessScore: number;
  status: BrandStatus;
  exclusionReason: string | null;
  exclusionReasonComment: string;
  masterBrandId: number | null;
  hasOnlyUnsupportedBusinessTypes: boolean;
}

/** A location row as the gateway form holds it. */
export interface BrandGatewayLocationValues {
  id: number;
  status: BrandStatus;
  exclusionReason: string | null;
  exclusionReasonComment: string;
  website: string;
  newBrandId: number | null;
}

const website = (message: string = BRAND_GATEWAY_MESSAGES.websiteInvalid) =>
  yup
    .string()
    .trim()
    .max(MAX_URL_LENGTH, message)
    .test('website', message, (value) => !value || isWebsite(value));

const comment = () => limitedText('Comment', MAX_TEXT_LENGTH.comment).trim();

export function brandGatewayBrandSchema(mode: GatewayMode) {
  const done = mode === 'done';
  return yup.object({
    name: limitedText('Brand name', 300).trim().required(BRAND_GATEWAY_MESSAGES.nameRequired),
    website: website().when(['rank', 'status', 'isHasNoWebsiteConfirmed'], ([rank, status, noWebsite], field) =>
      done && rank === 'MASTER' && status === 'INCLUDED' && !noWebsite ? field.required(BRAND_GATEWAY_MESSAGES.websiteRequired) : field,
    ),
    isHasNoWebsiteConfirmed: yup.boolean().default(false),
    rank: yup
      .mixed<BrandRank>()
      .nullable()
      .test('rank-value', BRAND_GATEWAY_MESSAGES.rankRequired, (value) => value == null || value === 'MASTER' || value === 'SLAVE')
      .test('rank-required', BRAND_GATEWAY_MESSAGES.rankRequired, (value) => !done || value != null),
    messinessScore: yup.number().integer().min(0).max(100).default(0),
    status: yup
      .mixed<BrandStatus>()
      .oneOf(['NEW', 'INCLUDED', 'EXCLUDED'] as const)
      .required()
      .when('rank', ([rank], field) =>
        done && rank === 'MASTER' ? field.test('inclusion', BRAND_GATEWAY_MESSAGES.inclusionRequired, (value) => value === 'INCLUDED' || value === 'EXCLUDED') : field,
      ),
    exclusionReason: yup
      .string()
      .nullable()
      .oneOf([...BRAND_EXCLUSION_REASONS, null], BRAND_GATEWAY_MESSAGES.exclusionReasonRequired)
      .when('status', ([status], field) => (done && status === 'EXCLUDED' ? field.required(BRAND_GATEWAY_MESSAGES.exclusionReasonRequired) : field)),
    exclusionReasonComment: comment().when(['status', 'exclusionReason'], ([status, reason], field) =>
      done && status === 'EXCLUDED' && reason === 'MISC' ? field.required(BRAND_GATEWAY_MESSAGES.commentRequired) : field,
    ),
    masterBrandId: yup
      .number()
      .integer()
      .nullable()
      .when('rank', ([rank], field) => (done && rank === 'SLAVE' ? field.required(BRAND_GATEWAY_MESSAGES.masterRequired) : field)),
    hasOnlyUnsupportedBusinessTypes: yup.boolean().default(false),
  });
}

export function brandGatewayLocationSchema(mode: GatewayMode) {
  const done = mode === 'done';
  return yup.object({
    id: yup.number().integer().required(),
    status: yup
      .string()
      .required(BRAND_GATEWAY_MESSAGES.locationStatusInvalid)
      .oneOf(done ? ['INCLUDED', 'EXCLUDED'] : ['NEW', 'INCLUDED', 'EXCLUDED'], BRAND_GATEWAY_MESSAGES.locationStatusInvalid),
    exclusionReason: yup
      .string()
      .nullable()
      .oneOf([...LOCATION_EXCLUSION_REASONS, null], BRAND_GATEWAY_MESSAGES.exclusionReasonRequired)
      .when('status', ([status], field) => (done && status === 'EXCLUDED' ? field.required(BRAND_GATEWAY_MESSAGES.exclusionReasonRequired) : field)),
    exclusionReasonComment: comment().when(['status', 'exclusionReason'], ([status, reason], field) =>
      done && status === 'EXCLUDED' && reason === 'MISC' ? field.required(BRAND_GATEWAY_MESSAGES.commentRequired) : field,
    ),
    website: website(),
    newBrandId: yup.number().integer().nullable(),
  });
}

/** The exclusion comment modal: 'Exclusion comment is required'. */
export const exclusionCommentSchema = yup.object({
  comment: comment().required(BRAND_GATEWAY_MESSAGES.exclusionCommentRequired),
});

/** The similar-brands search box. */
export const similarBrandNameSchema = limitedText('Brand name', 300).trim().required(BRAND_GATEWAY_MESSAGES.similarNameRequired);

/** The first problem of one form value, or null (abortEarly keeps the spec's one-notification-per-error order). */
export function firstError(schema: yup.AnySchema, value: unknown): string | null {
  try {
    schema.validateSync(value, { abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.errors[0] ?? error.message;
    throw error;
  }
}
