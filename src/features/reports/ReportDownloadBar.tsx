// The download's controls: the button (submits the form, so missing inputs show their messages first), then while the
// file streams its progress (rows so far for a CSV, bytes for a ZIP) and Cancel.
import { Button, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DismissRegular } from '@fluentui/react-icons';
import type { DownloadProgress } from './readReportDownload';
import type { ReportDownloadState } from './useReportDownload';

const useStyles = makeStyles({
  progress: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: '320px' },
  bar: { width: '160px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const BYTE_UNITS = ['bytes', 'KB', 'MB', 'GB'];

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${BYTE_UNITS[unit]}`;
}

export function progressText(progress: DownloadProgress): string {
  if (progress.bytes === 0) return 'Preparing the file';
  if (progress.rows !== null) return `${progress.rows.toLocaleString('en-GB')} ${progress.rows === 1 ? 'row' : 'rows'} so far`;
  return `${formatBytes(progress.bytes)}${progress.totalBytes ? ` of ${formatBytes(progress.totalBytes)}` : ''} so far`;
}

export function ReportDownloadBar({ fileName, state, onCancel }: { fileName: string; state: ReportDownloadState; onCancel(): void }) {
  const styles = useStyles();
  const downloading = state.kind === 'downloading';
  return (
    <>
      <Button type="submit" appearance="primary" icon={<ArrowDownloadRegular />} disabled={downloading}>
        {`Download ${fileName}`}
      </Button>
      {downloading ? (
        <div className={styles.progress} role="status" aria-label="Download progress">
          <ProgressBar
            className={styles.bar}
            thickness="large"
            value={state.progress.totalBytes ? state.progress.bytes / state.progress.totalBytes : undefined}
            aria-label={`Downloading ${fileName}`}
          />
          <Text className={styles.muted}>{progressText(state.progress)}</Text>
          <Button icon={<DismissRegular />} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      ) : null}
    </>
  );
}
