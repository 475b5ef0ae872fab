// One report's tab (spec 3, sections 2, 5, 7 to 9): its inputs in the query string, checked with the report's schema
// (messages under the fields once left or on Download), then what the report will hold for valid inputs (a chart and
// the first rows) and the download with its progress.
import { Badge, Body1, Card, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentTableRegular, FolderZipRegular, TextBulletListSquareRegular } from '@fluentui/react-icons';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { useQueryStringUpdate } from '../../components/useQueryStringUpdate';
import { PanelErrorBoundary } from '../brandDefinition/PanelErrorBoundary';
import { ReportDownloadBar } from './ReportDownloadBar';
import { hasReportFieldErrors, readReportForm, reportFieldErrors, writeReportForm, type ReportFieldErrors, type ReportFormValues } from './reportForm';
import { ReportInputsForm } from './ReportInputsForm';
import { ReportPreview, ReportPreviewSkeleton } from './ReportPreview';
import type { ReportInputField, ReportTab } from './reportCatalogue';
import { useReportDownload } from './useReportDownload';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  description: { color: tokens.colorNeutralForeground2 },
});

const FIELD_NAMES: Record<ReportInputField, string> = {
  users: 'people',
  user: 'a person',
  dateRange: 'a date range',
  taskTypes: 'task types',
  includeSystemEvents: '',
  includeAllAttempts: '',
  includeOnlyStuckMenus: '',
};

/** 'Choose people, a date range and task types': what the preview waits for. */
function missingSentence(tab: ReportTab): string {
  const names = tab.fields.map((field) => FIELD_NAMES[field]).filter(Boolean);
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Choose ${list} to see what the report holds.`;
}

export function ReportTabPanel({ tab }: { tab: ReportTab }) {
  const styles = useStyles();
  const [params, update] = useQueryStringUpdate();
  const values = useMemo(() => readReportForm(tab, params), [tab, params]);
  const errors = useMemo(() => reportFieldErrors(tab, values), [tab, values]);
  const [touched, setTouched] = useState<ReadonlySet<ReportInputField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const download = useReportDownload(tab);
  const valid = !hasReportFieldErrors(errors);
  const query = writeReportForm(tab, values).toString();
  // New inputs keep the last preview on screen (dimmed) until their own answer arrives.
  const shownQuery = useDeferredValue(valid ? query : null);

  const shownErrors: ReportFieldErrors = {};
  for (const field of tab.fields) if (submitted || touched.has(field)) shownErrors[field] = errors[field];

  const change = (changes: Partial<ReportFormValues> | ((current: ReportFormValues) => Partial<ReportFormValues>)) =>
    update((current) => {
      const now = readReportForm(tab, current);
      return writeReportForm(tab, { ...now, ...(typeof changes === 'function' ? changes(now) : changes) });
    });
  const isZip = tab.fileName.endsWith('.zip');

  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <div>
          <div className={styles.heading}>
            <Subtitle1 as="h2">{`${tab.label} report`}</Subtitle1>
            <Badge appearance="tint" color="informative" shape="rounded" icon={isZip ? <FolderZipRegular /> : <DocumentTableRegular />}>
              {isZip ? 'ZIP of CSVs' : 'CSV'}
            </Badge>
          </div>
          <Body1 className={styles.description}>{tab.description}</Body1>
        </div>
        <ReportInputsForm
          tab={tab}
          values={values}
          errors={shownErrors}
          onChange={change}
          onBlur={(field) => setTouched((current) => new Set(current).add(field))}
          onSubmit={() => {
            setSubmitted(true);
            if (valid) download.start(query);
          }}
          actions={<ReportDownloadBar fileName={tab.fileName} state={download.state} onCancel={download.cancel} />}
        />
      </Card>
      {shownQuery === null ? (
        <EmptyState icon={<TextBulletListSquareRegular />} title="Nothing to preview yet" description={missingSentence(tab)} />
      ) : (
        <PanelErrorBoundary title="The preview could not be loaded." resetKey={shownQuery}>
          <Suspense fallback={<ReportPreviewSkeleton />}>
            <ReportPreview reportKey={tab.key} query={shownQuery} stale={shownQuery !== query} />
          </Suspense>
        </PanelErrorBoundary>
      )}
    </div>
  );
}
