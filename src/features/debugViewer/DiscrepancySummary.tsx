// The document debug viewer's discrepancy summary (spec 2, sections 2.14 and 3): how many places the engines disagree
// at high, medium and low impact, and the list itself (hallucinations marked), high first. Collapsed to its counts so
// the screenshots keep the room; the list opens below them.
import { Badge, Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular, WarningRegular } from '@fluentui/react-icons';
import { useState } from 'react';

export interface Discrepancy {
  readonly nodeId: string;
  readonly isHallucination: boolean;
  readonly impactLevel: string;
  readonly description: string | null | undefined;
}

const IMPACT_ORDER: Record<string, number> = { HIGH: 0, MEDIUM: 1, LOW: 2 };
const IMPACT_COLORS = { HIGH: 'danger', MEDIUM: 'warning', LOW: 'informative' } as const;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  counts: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexGrow: 1 },
  list: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', maxHeight: '180px', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  node: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase100 },
});

export interface DiscrepancySummaryProps {
  high: number;
  medium: number;
  low: number;
  discrepancies: readonly Discrepancy[];
}

export function sortDiscrepancies<D extends Discrepancy>(discrepancies: readonly D[]): D[] {
  return [...discrepancies].sort((a, b) => (IMPACT_ORDER[a.impactLevel] ?? 3) - (IMPACT_ORDER[b.impactLevel] ?? 3));
}

export function DiscrepancySummary({ high, medium, low, discrepancies }: DiscrepancySummaryProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const total = high + medium + low;
  return (
    <section className={styles.root} aria-label="Discrepancy summary">
      <div className={styles.counts}>
        <Text weight="semibold" className={styles.heading}>
          <WarningRegular aria-hidden /> Discrepancies
        </Text>
        {/* Filled only when there is something to look at, so a clean run reads as clean at a glance. */}
        <Badge appearance={high ? 'filled' : 'outline'} color={high ? 'danger' : 'informative'}>{`High ${high}`}</Badge>
        <Badge appearance={medium ? 'filled' : 'outline'} color={medium ? 'warning' : 'informative'}>{`Medium ${medium}`}</Badge>
        <Badge appearance={low ? 'tint' : 'outline'} color="informative">{`Low ${low}`}</Badge>
        {discrepancies.length ? (
          <Button size="small" appearance="subtle" icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {open ? 'Hide list' : 'Show list'}
          </Button>
        ) : null}
      </div>
      {total === 0 && discrepancies.length === 0 ? <Caption1>The engines agree on every item of this run.</Caption1> : null}
      {open ? (
        <ul className={styles.list} aria-label="Discrepancies">
          {sortDiscrepancies(discrepancies).map((discrepancy, index) => (
            <li key={`${discrepancy.nodeId}-${index}`} className={styles.item}>
              <Badge size="small" appearance="tint" color={IMPACT_COLORS[discrepancy.impactLevel as keyof typeof IMPACT_COLORS] ?? 'informative'}>
                {discrepancy.impactLevel}
              </Badge>
              {discrepancy.isHallucination ? (
                <Badge size="small" appearance="outline" color="danger">
                  Hallucination
                </Badge>
              ) : null}
              <Text size={200}>{discrepancy.description || discrepancy.nodeId}</Text>
              <span className={styles.node}>{discrepancy.nodeId}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
