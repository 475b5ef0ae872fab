// Generate menus report (spec 3, sections 2 and 7): the REST CSV of the cluster's menus, fetched with the access token
// and saved under the server's file name (ScrapingClusterMenusReport, spec 3 section 9). Rejects with the HTTP status
// text or the server's words.
import { saveBlobAs } from '../../components/saveBlobAs';
import { fetchWithAccessToken } from '../../relay/fetchWithAccessToken';
import { fileNameOf } from '../settings/platforms/downloadInvalidMenusCsv';
import { clusterMenusReportUrl } from './clusterPaths';

export async function downloadClusterMenusReport(clusterId: number): Promise<void> {
  const response = await fetchWithAccessToken(clusterMenusReportUrl(clusterId));
  if (!response.ok) throw new Error((await response.text().catch(() => '')) || response.statusText || `The server answered ${response.status}.`);
  saveBlobAs(await response.blob(), fileNameOf(response.headers.get('content-disposition'), 'ScrapingClusterMenusReport.csv'));
}
