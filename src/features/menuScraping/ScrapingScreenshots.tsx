// Debug mode's screenshots in Scraping service information (spec 2, sections 2.6 and 3 "Screenshot"): a debug-mode job
// lists one screenshot per scraped item with its selector name, CSS, element count, elapsed time and time. The list is
// read when the person opens it (a job keeps up to 200 and most task visits never look), and each image is fetched from
// its signed, expiring URL only when shown; a URL that cannot be had or an image that does not load reads
// 'Error loading screenshot' (spec 2, section 8).
import {
  Button,
  Caption1,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { DateTimeText } from '../../components/DateTimeText';
import type { ScrapingScreenshotsListQuery, ScrapingScreenshotsListQuery$data } from './__generated__/ScrapingScreenshotsListQuery.graphql';
import type { ScrapingScreenshotsUrlQuery } from './__generated__/ScrapingScreenshotsUrlQuery.graphql';

const listQuery = graphql`
  query ScrapingScreenshotsListQuery($id: ID!) {
    htmlMenuScrapingJob(id: $id) {
      screenshots {
        url
        title
        selectorName
        selectorCss
        elementCount
        elapsedTimeMs
        timestamp
        fileBucketName
        fileKey
      }
    }
  }
`;

const urlQuery = graphql`
  query ScrapingScreenshotsUrlQuery($bucketName: String!, $fileKey: String!) {
    htmlMenuScrapingScreenshotUrl(bucketName: $bucketName, fileKey: $fileKey)
  }
`;

type Screenshot = NonNullable<ScrapingScreenshotsListQuery$data['htmlMenuScrapingJob']>['screenshots'][number];

export const SCREENSHOT_LOAD_ERROR = 'Error loading screenshot';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  scroller: { maxHeight: '480px', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  css: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  empty: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  image: { maxWidth: '100%', border: `1px solid ${tokens.colorNeutralStroke2}`, display: 'block' },
});

type ListState = { kind: 'closed' } | { kind: 'loading' } | { kind: 'loaded'; screenshots: readonly Screenshot[] } | { kind: 'failed' };

export function ScrapingScreenshots({ jobId }: { jobId: number }) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [list, setList] = useState<ListState>({ kind: 'closed' });
  const [shown, setShown] = useState<string | null>(null);

  const open = async () => {
    setList({ kind: 'loading' });
    try {
      const data = await fetchQuery<ScrapingScreenshotsListQuery>(environment, listQuery, { id: String(jobId) }, { fetchPolicy: 'network-only' }).toPromise();
      setList({ kind: 'loaded', screenshots: data?.htmlMenuScrapingJob?.screenshots ?? [] });
    } catch {
      setList({ kind: 'failed' });
    }
  };

  return (
    <section className={styles.root} aria-label="Debug mode screenshots">
      <Subtitle2 as="h3">Debug mode screenshots</Subtitle2>
      {list.kind === 'closed' ? (
        <div>
          <Button onClick={() => void open()}>Show screenshots</Button>
        </div>
      ) : list.kind === 'loading' ? (
        <Spinner size="tiny" label="Loading screenshots…" />
      ) : list.kind === 'failed' ? (
        <Caption1 className={styles.error} role="alert">
          The screenshots could not be read. Try again later.
        </Caption1>
      ) : list.screenshots.length === 0 ? (
        <Caption1 className={styles.empty}>This run kept no screenshot (see its messages for why).</Caption1>
      ) : (
        <div className={styles.scroller}>
          <Table size="small" aria-label="Screenshots">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Item</TableHeaderCell>
                <TableHeaderCell>Selector name</TableHeaderCell>
                <TableHeaderCell>Selector CSS</TableHeaderCell>
                <TableHeaderCell className={styles.number}>Elements</TableHeaderCell>
                <TableHeaderCell className={styles.number}>Elapsed (ms)</TableHeaderCell>
                <TableHeaderCell>Time</TableHeaderCell>
                <TableHeaderCell>Screenshot</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.screenshots.map((shot) => (
                <TableRow key={shot.fileKey}>
                  <TableCell>{shot.title ?? '—'}</TableCell>
                  <TableCell>{shot.selectorName}</TableCell>
                  <TableCell className={styles.css}>{shot.selectorCss}</TableCell>
                  <TableCell className={styles.number}>{shot.elementCount}</TableCell>
                  <TableCell className={styles.number}>{shot.elapsedTimeMs}</TableCell>
                  <TableCell>
                    <DateTimeText value={shot.timestamp} />
                  </TableCell>
                  <TableCell>
                    {shown === shot.fileKey ? (
                      <ScreenshotImage screenshot={shot} />
                    ) : (
                      <Button size="small" onClick={() => setShown(shot.fileKey)} aria-label={`View screenshot of ${shot.title ?? shot.selectorName}`}>
                        View
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}

type ImageState = { kind: 'signing' } | { kind: 'ready'; url: string } | { kind: 'failed' };

/** Signs the file's URL when first shown, then lets the browser load it. */
function ScreenshotImage({ screenshot }: { screenshot: Screenshot }) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [state, setState] = useState<ImageState>({ kind: 'signing' });
  const { fileBucketName, fileKey } = screenshot;
  useEffect(() => {
    let current = true;
    fetchQuery<ScrapingScreenshotsUrlQuery>(environment, urlQuery, { bucketName: fileBucketName, fileKey }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (data) => {
          if (current) setState(data?.htmlMenuScrapingScreenshotUrl ? { kind: 'ready', url: data.htmlMenuScrapingScreenshotUrl } : { kind: 'failed' });
        },
        () => {
          if (current) setState({ kind: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [environment, fileBucketName, fileKey]);
  if (state.kind === 'signing') return <Spinner size="extra-tiny" label="Loading…" />;
  if (state.kind === 'failed') {
    return (
      <Caption1 className={styles.error} role="alert">
        {SCREENSHOT_LOAD_ERROR}
      </Caption1>
    );
  }
  return (
    <img
      className={styles.image}
      src={state.url}
      alt={`Screenshot of ${screenshot.title ?? screenshot.selectorName} (${screenshot.selectorCss})`}
      onError={() => setState({ kind: 'failed' })}
    />
  );
}
