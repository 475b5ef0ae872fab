// Download of the platform's menus not matching its normalization regex (spec 3, sections 2 and 7): the REST report
// fetched with the access token (renewed once on 401, as GraphQL calls are), saved under the name the server gives
// (the platform's name in it, spec 3 section 9). Rejects with the server's words.
import { sessionStore } from '../../../app/session/sessionStore';
import { appFetchGraphQL } from '../../../relay/environment';

export const invalidMenusReportUrl = (platformId: number) => `/api/reports/menus-not-matching-normalization-regex/${platformId}`;

/** The file name of a Content-Disposition header (its UTF-8 form first), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

export async function downloadInvalidMenusCsv(platformId: number, platformName: string): Promise<void> {
  const send = (token: string | null) => window.fetch(invalidMenusReportUrl(platformId), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  let token = sessionStore.getAccessToken();
  if (!token && (await appFetchGraphQL.refreshTokens())) token = sessionStore.getAccessToken();
  let response = await send(token);
  if (response.status === 401 && (await appFetchGraphQL.refreshTokens())) response = await send(sessionStore.getAccessToken());
  if (!response.ok) throw new Error((await response.text()) || `The server answered ${response.status}.`);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileNameOf(response.headers.get('content-disposition'), `Menus_not_matching_normalization_regex_${platformName}.csv`);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
