// A report tab's download: started with the tab's query string, read as it streams with its progress, cancelled by the
// person (or by leaving the tab), saved under the server's file name, and a failure told with spec 3 section 8's title
// and the server's words or the HTTP status text.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '../../app/notifications/useNotify';
import { saveBlobAs } from '../../components/saveBlobAs';
import { fetchWithAccessToken } from '../../relay/fetchWithAccessToken';
import { readReportDownload, type DownloadProgress } from './readReportDownload';
import { reportDownloadUrl, reportFailureTitle, type ReportTab } from './reportCatalogue';

export type ReportDownloadState = { kind: 'idle' } | { kind: 'downloading'; progress: DownloadProgress };

export interface ReportDownload {
  state: ReportDownloadState;
  start(query: string): void;
  cancel(): void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useReportDownload(tab: ReportTab): ReportDownload {
  const notify = useNotify();
  const [state, setState] = useState<ReportDownloadState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the tab ends its download: the server stops reading when the connection closes.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    (query: string) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setState({ kind: 'downloading', progress: { bytes: 0, rows: null, totalBytes: null } });
      void (async () => {
        try {
          const response = await fetchWithAccessToken(reportDownloadUrl(tab.key, query), () => ({ signal: controller.signal }));
          const read = await readReportDownload(response, tab.fileName, (progress) => {
            if (!controller.signal.aborted) setState({ kind: 'downloading', progress });
          });
          if (controller.signal.aborted) return;
          saveBlobAs(read.blob, read.fileName);
          const rows = read.progress.rows;
          notify.success(`${read.fileName} downloaded`, rows === null ? undefined : `${rows.toLocaleString('en-GB')} ${rows === 1 ? 'row' : 'rows'}`);
        } catch (error) {
          if (isAbort(error) || controller.signal.aborted) return;
          notify.error(reportFailureTitle(tab.key), error instanceof Error && error.message ? error.message : 'The report could not be downloaded.');
        } finally {
          if (running.current === controller) {
            running.current = null;
            setState({ kind: 'idle' });
          }
        }
      })();
    },
    [notify, tab],
  );

  const cancel = useCallback(() => {
    const controller = running.current;
    if (!controller) return;
    running.current = null;
    controller.abort();
    setState({ kind: 'idle' });
  }, []);

  return { state, start, cancel };
}
