// Download of the platform's menus not matching its normalization regex (spec 3, sections 2 and 7): the REST report
// fetched with the access token (renewed once on 401, as GraphQL calls are), saved under the name the server gives
// (the platform's name in it, spec 3 section 9). Rejects with the server's words.
import { saveBlobAs } from '../../../components/saveBlobAs';
import { fetchWithAccessToken } from '../../../relay/fetchWithAccessToken';

export const invalidMenusReportUrl = (platformId: number) => `/api/reports/menus-not-matching-normalization-regex/${platformId}`;

/** The file name of a Content-Disposition header (its UTF-8 form first), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

export async function downloadInvalidMenusCsv(platformId: number, platformName: string): Promise<void> {
  const response = await fetchWithAccessToken(invalidMenusReportUrl(platformId));
  if (!response.ok) throw new Error((await response.text()) || `The server answered ${response.status}.`);
  saveBlobAs(await response.blob(), fileNameOf(response.headers.get('content-disposition'), `Menus_not_matching_normalization_regex_${platformName}.csv`));
}
