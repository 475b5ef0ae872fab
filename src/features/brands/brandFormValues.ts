// What the brand forms edit and send, and whether they changed: plain functions shared by the detail form, the create
// dialog and their mutations (spec 2, sections 2.9 and 2.10).
import type { BrandStatusValue, BusinessStatusValue } from './brandListQueryString';

export interface BrandFormValues {
  name: string;
  website: string;
  /** Not edited here; the website rule reads it ('no website' confirmed on the gateway task). */
  isHasNoWebsiteConfirmed: boolean;
  status: BrandStatusValue;
  hasOnlyUnsupportedBusinessTypes: boolean;
  businessStatus: BusinessStatusValue;
  useBrandNameAsLocationName: boolean;
  useDishTypeIcon: boolean;
  isForTesting: boolean;
}

export interface UpdateBrandInputValues {
  name: string;
  website: string | null;
  status: BrandStatusValue;
  hasOnlyUnsupportedBusinessTypes: boolean;
  businessStatus: BusinessStatusValue;
  useBrandNameAsLocationName: boolean;
  useDishTypeIcon: boolean;
  isForTesting?: boolean;
}

/** The brand as stored, in the form's shape (no website is ''). */
export function brandFormValuesOf(brand: {
  name: string;
  website: string | null | undefined;
  isHasNoWebsiteConfirmed: boolean;
  status: string;
  hasOnlyUnsupportedBusinessTypes: boolean;
  businessStatus: string;
  useBrandNameAsLocationName: boolean;
  useDishTypeIcon: boolean;
  isForTesting: boolean;
}): BrandFormValues {
  return {
    name: brand.name,
    website: brand.website ?? '',
    isHasNoWebsiteConfirmed: brand.isHasNoWebsiteConfirmed,
    status: brand.status as BrandStatusValue,
    hasOnlyUnsupportedBusinessTypes: brand.hasOnlyUnsupportedBusinessTypes,
    businessStatus: brand.businessStatus as BusinessStatusValue,
    useBrandNameAsLocationName: brand.useBrandNameAsLocationName,
    useDishTypeIcon: brand.useDishTypeIcon,
    isForTesting: brand.isForTesting,
  };
}

/** The updateBrand input: trimmed text, no website as null; the for-testing flag only from developer-type accounts. */
export function toUpdateBrandInput(values: BrandFormValues, isDeveloper: boolean): UpdateBrandInputValues {
  const input: UpdateBrandInputValues = {
    name: values.name.trim(),
    website: values.website.trim() || null,
    status: values.status,
    hasOnlyUnsupportedBusinessTypes: values.hasOnlyUnsupportedBusinessTypes,
    businessStatus: values.businessStatus,
    useBrandNameAsLocationName: values.useBrandNameAsLocationName,
    useDishTypeIcon: values.useDishTypeIcon,
  };
  if (isDeveloper) input.isForTesting = values.isForTesting;
  return input;
}

/** Whether two forms would save the same brand (surrounding spaces do not count as a change). */
export function sameBrandForm(a: BrandFormValues, b: BrandFormValues): boolean {
  const left = toUpdateBrandInput(a, true);
  const right = toUpdateBrandInput(b, true);
  return (Object.keys(left) as Array<keyof UpdateBrandInputValues>).every((key) => left[key] === right[key]);
}

export interface NewBrandValues {
  name: string;
  website: string;
  /** One entry per row of the dialog's list; empty rows are dropped when sending. */
  additionalUrls: string[];
}

export const NEW_BRAND_VALUES: NewBrandValues = { name: '', website: '', additionalUrls: [] };

export interface CreateBrandInputValues {
  name: string;
  website: string;
  additionalUrls: string[];
}

export function toCreateBrandInput(values: NewBrandValues): CreateBrandInputValues {
  return {
    name: values.name.trim(),
    website: values.website.trim(),
    additionalUrls: values.additionalUrls.map((url) => url.trim()).filter(Boolean),
  };
}
