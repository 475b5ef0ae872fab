// The page's downloads, read fresh from the server when asked for: a scraping job's stored response (.json) and the
// latest run report (a signed, expiring URL). Each rejects with a sentence a person can act on; the caller shows it
// under the spec's title ('Download scraping response failed.', 'Download scraping report failed.').
import { fetchQuery, graphql, type Environment } from 'react-relay';
import { downloadJson } from '../brands/scrapingInstructionsFile';
import type { scrapingDownloadsReportUrlQuery } from './__generated__/scrapingDownloadsReportUrlQuery.graphql';
import type { scrapingDownloadsResponseQuery } from './__generated__/scrapingDownloadsResponseQuery.graphql';

const responseQuery = graphql`
  query scrapingDownloadsResponseQuery($jobId: Int!) {
    htmlMenuScrapingResponse(htmlMenuScrapingJobId: $jobId)
  }
`;

const reportUrlQuery = graphql`
  query scrapingDownloadsReportUrlQuery($menuId: Int!) {
    menuScrapingReportUrl(id: $menuId)
  }
`;

export const scrapingResponseFileName = (menuId: number, jobId: number) => `menu-${menuId}-scraping-response-${jobId}.json`;

export async function downloadScrapingResponse(environment: Environment, menuId: number, jobId: number): Promise<void> {
  const data = await fetchQuery<scrapingDownloadsResponseQuery>(environment, responseQuery, { jobId }, { fetchPolicy: 'network-only' }).toPromise();
  const response: unknown = data?.htmlMenuScrapingResponse;
  if (response === null || response === undefined) throw new Error(`Scraping job ${jobId} has no stored response.`);
  downloadJson(scrapingResponseFileName(menuId, jobId), `${JSON.stringify(response, null, 2)}\n`);
}

export async function downloadScrapingReport(environment: Environment, menuId: number): Promise<void> {
  const data = await fetchQuery<scrapingDownloadsReportUrlQuery>(environment, reportUrlQuery, { menuId }, { fetchPolicy: 'network-only' }).toPromise();
  const url = data?.menuScrapingReportUrl;
  if (!url) throw new Error('This menu has no scraping report yet: it is written when a scrape of the menu ends.');
  const link = document.createElement('a');
  link.href = url;
  link.download = `menu-${menuId}-scraping-report.json`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
