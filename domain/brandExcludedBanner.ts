// When a brand or menu definition task page says 'This brand is excluded' (spec 2, section 2.2): the brand is excluded
// and one of its excluded locations carries one of the listed reasons. The spec does not list them; they are the
// reasons the system sets while a brand is defined (a duplicate, no Google match, no menu, closed for good), the ones
// that leave a brand excluded under a definer's hands rather than by a gateway decision (docs/decisions.md).
import type { LOCATION_EXCLUSION_REASONS } from './brandGatewaySchemas';

export const EXCLUDED_BANNER_LOCATION_REASONS: ReadonlyArray<(typeof LOCATION_EXCLUSION_REASONS)[number]> = ['DUPLICATE', 'NO_GOOGLE_MATCH', 'NO_MENU', 'CLOSED_PERMANENTLY'];

export const BRAND_EXCLUDED_BANNER = 'This brand is excluded';

export function showsBrandExcludedBanner(brandStatus: string, excludedLocationReasons: readonly string[]): boolean {
  return brandStatus === 'EXCLUDED' && excludedLocationReasons.some((reason) => (EXCLUDED_BANNER_LOCATION_REASONS as readonly string[]).includes(reason));
}
