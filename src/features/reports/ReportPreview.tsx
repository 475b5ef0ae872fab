// What the report will hold, before the file (issue 29, "Before the file"): the reportPreview query for the tab's
// query string, drawn as a chart (its own lazy chunk) over the file's first rows. Keyed on the inputs: while new
// inputs load, the last answer stays on screen, dimmed.
import { Body1Strong, Caption1, Card, Skeleton, SkeletonItem, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReportKey } from '../../../domain/permissions';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import type { ReportPreviewQuery } from './__generated__/ReportPreviewQuery.graphql';
import { chartTotal } from './reportChartData';

const ReportChartView = lazy(() => import('./ReportChartView').then((m) => ({ default: m.ReportChartView })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  stale: { opacity: 0.55, transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  heading: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  cell: { whiteSpace: 'nowrap', maxWidth: '360px', overflow: 'hidden', textOverflow: 'ellipsis', display: 'block' },
  chartSkeleton: { height: '300px', width: '100%' },
});

type Row = { key: string; cells: readonly string[] };

export function ReportPreviewSkeleton() {
  const styles = useStyles();
  return (
    <div className={styles.root} aria-busy="true">
      <Card className={styles.card}>
        <Text className={styles.muted}>Loading the preview</Text>
        <Skeleton aria-label="Loading the chart">
          <SkeletonItem className={styles.chartSkeleton} shape="rectangle" />
        </Skeleton>
      </Card>
      <DataTable ariaLabel="First rows" columns={[]} items={[]} getRowKey={() => ''} loading keyboardShortcuts={false} />
    </div>
  );
}

export function ReportPreview({ reportKey, query, stale }: { reportKey: ReportKey; query: string; stale: boolean }) {
  const styles = useStyles();
  const { reportPreview: preview } = useLazyLoadQuery<ReportPreviewQuery>(
    graphql`
      query ReportPreviewQuery($key: String!, $query: String!) {
        reportPreview(key: $key, query: $query) {
          columns
          rows
          truncated
          chart {
            title
            kind
            xLabel
            yLabel
            series {
              name
              points {
                x
                y
              }
            }
          }
        }
      }
    `,
    { key: reportKey, query },
    { fetchPolicy: 'store-and-network', fetchKey: usePageRetryKey() },
  );
  const columns = useMemo<Array<DataTableColumn<Row>>>(
    () =>
      preview.columns.map((header, index) => ({
        id: `${index}`,
        header,
        render: (row) => (
          <span className={styles.cell} title={row.cells[index]}>
            {row.cells[index] === '' ? '-' : row.cells[index]}
          </span>
        ),
      })),
    [preview.columns, styles.cell],
  );
  const rows = useMemo<Row[]>(() => preview.rows.map((cells, index) => ({ key: `${index}`, cells })), [preview.rows]);
  const chart = preview.chart;
  return (
    <div className={mergeClasses(styles.root, stale && styles.stale)} aria-busy={stale || undefined}>
      {chart ? (
        <Card className={styles.card} role="figure" aria-label={chart.title}>
          <div className={styles.heading}>
            <Subtitle2 as="h2">{chart.title}</Subtitle2>
            <Caption1 className={styles.muted}>{`${chartTotal(chart).toLocaleString('en-GB')} in all`}</Caption1>
          </div>
          <Suspense
            fallback={
              <Skeleton aria-label="Loading the chart">
                <SkeletonItem className={styles.chartSkeleton} shape="rectangle" />
              </Skeleton>
            }
          >
            <ReportChartView chart={chart} />
          </Suspense>
        </Card>
      ) : null}
      <section aria-label="First rows" className={styles.root}>
        <div className={styles.heading}>
          <Subtitle2 as="h2">First rows</Subtitle2>
          <Body1Strong className={styles.muted}>
            {rows.length === 0 ? 'The file will hold its header row only.' : preview.truncated ? `The file's first ${rows.length} rows; the file holds more.` : `All ${rows.length} ${rows.length === 1 ? 'row' : 'rows'} of the file.`}
          </Body1Strong>
        </div>
        <DataTable
          ariaLabel="First rows"
          columns={columns}
          items={rows}
          getRowKey={(row) => row.key}
          keyboardShortcuts={false}
          empty={<EmptyState title="No rows for these inputs" description="Widen the date range or choose other people or task types." />}
        />
      </section>
    </div>
  );
}
