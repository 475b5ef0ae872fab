// One item's screenshots in the debug viewers (spec 2, sections 2.14 and 3 "Screenshot"): the image from its signed
// URL, a paginator ('2 of 5') and a details popover (URL, title, selector name, CSS, element count, elapsed time,
// time). An item without screenshots reads 'No screenshot available for the selected item'; a URL that could not be
// signed or an image that does not load reads 'Error loading screenshot' (spec 2, section 8).
import {
  Button,
  Caption1,
  Link,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, ImageOffRegular, InfoRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { SCREENSHOT_LOAD_ERROR } from '../menuScraping/ScrapingScreenshots';
import { screenshotPageLabel } from './debugNavigation';

export const NO_SCREENSHOT = 'No screenshot available for the selected item';

export interface ViewerScreenshot {
  readonly index: number;
  readonly imageUrl: string | null | undefined;
  readonly screenshot: {
    readonly url: string;
    readonly title: string | null | undefined;
    readonly selectorName: string;
    readonly selectorCss: string;
    readonly elementCount: number;
    readonly elapsedTimeMs: number;
    readonly timestamp: unknown;
  };
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  page: { fontVariantNumeric: 'tabular-nums', minWidth: '64px', textAlign: 'center' },
  selector: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  frame: {
    flexGrow: 1,
    minHeight: 0,
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
  },
  image: { display: 'block', maxWidth: '100%', height: 'auto', flexShrink: 0, boxShadow: tokens.shadow16, backgroundColor: tokens.colorNeutralBackground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  details: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0, maxWidth: '520px' },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', fontSize: tokens.fontSizeBase300 },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

export interface ScreenshotViewerProps {
  shots: readonly ViewerScreenshot[];
  shotIndex: number;
  onShotIndexChange(index: number): void;
}

export function ScreenshotViewer({ shots, shotIndex, onShotIndexChange }: ScreenshotViewerProps) {
  const styles = useStyles();
  if (shots.length === 0) {
    return (
      <div className={styles.frame}>
        <EmptyState icon={<ImageOffRegular />} title={NO_SCREENSHOT} description="Choose another item in the tree, or press up or down to reach the previous or next item with screenshots." />
      </div>
    );
  }
  const index = Math.min(shotIndex, shots.length - 1);
  const shot = shots[index]!;
  return (
    <section className={styles.root} aria-label="Screenshots">
      <div className={styles.bar}>
        <Tooltip content="Previous screenshot (Left arrow)" relationship="label" withArrow>
          <Button appearance="subtle" icon={<ChevronLeftRegular />} disabled={index === 0} onClick={() => onShotIndexChange(index - 1)} />
        </Tooltip>
        <Text className={styles.page} weight="semibold" aria-live="polite" data-testid="screenshot-page">
          {screenshotPageLabel(index, shots.length)}
        </Text>
        <Tooltip content="Next screenshot (Right arrow)" relationship="label" withArrow>
          <Button appearance="subtle" icon={<ChevronRightRegular />} disabled={index === shots.length - 1} onClick={() => onShotIndexChange(index + 1)} />
        </Tooltip>
        <Caption1 className={styles.selector} title={shot.screenshot.selectorCss}>
          {shot.screenshot.selectorName} · {shot.screenshot.elementCount} {shot.screenshot.elementCount === 1 ? 'element' : 'elements'}
        </Caption1>
        <ScreenshotDetails shot={shot} />
      </div>
      <div className={styles.frame}>
        {/* Keyed by the run position so a failed image does not leave the next one marked as failed. */}
        <ScreenshotImage key={shot.index} shot={shot} />
      </div>
    </section>
  );
}

function ScreenshotImage({ shot }: { shot: ViewerScreenshot }) {
  const styles = useStyles();
  const [failed, setFailed] = useState(false);
  if (!shot.imageUrl || failed) {
    return <EmptyState icon={<ErrorCircleRegular className={styles.error} />} title={SCREENSHOT_LOAD_ERROR} description="The image could not be fetched; it may have been removed from storage." />;
  }
  const { title, selectorName, selectorCss } = shot.screenshot;
  return <img className={styles.image} src={shot.imageUrl} alt={`Screenshot of ${title ?? selectorName} (${selectorCss})`} onError={() => setFailed(true)} />;
}

function ScreenshotDetails({ shot }: { shot: ViewerScreenshot }) {
  const styles = useStyles();
  const { url, title, selectorName, selectorCss, elementCount, elapsedTimeMs, timestamp } = shot.screenshot;
  const rows: [string, ReactNode][] = [
    ['URL', <Link key="url" href={url} target="_blank" rel="noreferrer">{url}</Link>],
    ['Title', title || '-'],
    ['Selector name', selectorName],
    ['CSS', <span key="css" className={styles.code}>{selectorCss}</span>],
    ['Element count', elementCount],
    ['Elapsed time', `${elapsedTimeMs.toLocaleString('en-GB')} ms`],
    ['Time', <DateTimeText key="time" value={timestamp} />],
  ];
  return (
    <Popover withArrow positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button icon={<InfoRegular />}>Details</Button>
      </PopoverTrigger>
      <PopoverSurface aria-label="Screenshot details">
        <dl className={styles.details}>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </PopoverSurface>
    </Popover>
  );
}
