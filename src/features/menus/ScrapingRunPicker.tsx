// The scraping run selector of the menu page's titles and dishes (spec 2, section 2.13): the menu's completed runs,
// newest first and chosen by default, the last approved one marked; beside it the chosen run's counts per change kind
// for titles and dishes, each in its legend colour.
import { Badge, Dropdown, Option, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatDateTime } from '../../../domain/dates';
import { changeStatusStyle } from '../menuItems/changeStatusStyles';
import { humanize } from '../taskPage/taskPageLogic';

export interface ChangeCounts {
  readonly created: number;
  readonly updated: number;
  readonly significantlyUpdated: number;
  readonly deleted: number;
  readonly restored: number;
}

export interface ScrapingRunOption {
  readonly jobId: number;
  readonly kind: string;
  readonly reason: string;
  readonly isDebugMode: boolean;
  readonly isApproved: boolean;
  readonly finishedDate: unknown;
  readonly scrapingStatus: string | null | undefined;
  readonly menuTitleChangeCounts: ChangeCounts | null | undefined;
  readonly dishChangeCounts: ChangeCounts | null | undefined;
}

const COUNT_KINDS = [
  ['created', 'CREATED'],
  ['updated', 'UPDATED'],
  ['significantlyUpdated', 'UPDATED_SIGNIFICANTLY'],
  ['deleted', 'DELETED'],
  ['restored', 'RESTORED'],
] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM },
  picker: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  dropdown: { minWidth: '340px' },
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  counts: { display: 'grid', gridTemplateColumns: 'auto repeat(5, auto)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, alignItems: 'center' },
  count: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase200 },
  dot: { width: '8px', height: '8px', borderRadius: tokens.borderRadiusCircular, flexShrink: 0 },
  zero: { color: tokens.colorNeutralForeground4 },
  rowLabel: { fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
});

/** 'Run 12 · 14:02 23 Nov 2026 · Rescrape': the text the closed dropdown shows. */
export function runLabel(run: ScrapingRunOption): string {
  const when = run.finishedDate ? formatDateTime(String(run.finishedDate)) : 'unfinished';
  return `Run ${run.jobId} · ${when} · ${humanize(run.reason)}${run.isApproved ? ' · Approved' : ''}`;
}

export interface ScrapingRunPickerProps {
  runs: readonly ScrapingRunOption[];
  selected: ScrapingRunOption | null;
  onSelect(jobId: number | null): void;
}

export function ScrapingRunPicker({ runs, selected, onSelect }: ScrapingRunPickerProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <div className={styles.picker}>
        <Text id="scraping-run-label" className={styles.label}>
          Scraping run
        </Text>
        <Dropdown
          className={styles.dropdown}
          aria-labelledby="scraping-run-label"
          disabled={runs.length === 0}
          placeholder="No completed run yet"
          value={selected ? runLabel(selected) : ''}
          selectedOptions={selected ? [String(selected.jobId)] : []}
          // The newest run is the default: choosing it leaves the URL without runId.
          onOptionSelect={(_event, data) => onSelect(data.optionValue === String(runs[0]?.jobId) ? null : Number(data.optionValue))}
        >
          {runs.map((run, index) => (
            <Option key={run.jobId} value={String(run.jobId)} text={runLabel(run)}>
              <span className={styles.option}>
                {runLabel(run).replace(' · Approved', '')}
                {index === 0 ? <Badge size="small" appearance="tint" color="informative">Newest</Badge> : null}
                {run.isApproved ? <Badge size="small" appearance="filled" color="success">Approved</Badge> : null}
                {run.isDebugMode ? <Badge size="small" appearance="tint" color="brand">Debug</Badge> : null}
                {run.kind === 'DOCUMENT_SCRAPING' ? <Badge size="small" appearance="tint">Document</Badge> : null}
              </span>
            </Option>
          ))}
        </Dropdown>
      </div>
      {selected ? (
        <div className={styles.counts} role="table" aria-label="Change counts of this run">
          <CountsRow label="Menu titles" counts={selected.menuTitleChangeCounts} />
          <CountsRow label="Dishes" counts={selected.dishChangeCounts} />
        </div>
      ) : null}
    </div>
  );
}

function CountsRow({ label, counts }: { label: string; counts: ChangeCounts | null | undefined }) {
  const styles = useStyles();
  return (
    <div role="row" style={{ display: 'contents' }}>
      <span role="rowheader" className={styles.rowLabel}>
        {label}
      </span>
      {COUNT_KINDS.map(([key, status]) => {
        const style = changeStatusStyle(status);
        const value = counts ? counts[key] : null;
        return (
          <span role="cell" key={key} className={mergeClasses(styles.count, !value && styles.zero)}>
            <span className={styles.dot} style={{ backgroundColor: style.color }} aria-hidden />
            {`${style.label} ${value ?? '-'}`}
          </span>
        );
      })}
    </div>
  );
}
