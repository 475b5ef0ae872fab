// Two versions of the instructions side by side, line by line (lineDiff.ts): removed lines on the left in red, added
// lines on the right in green, changed lines paired on one row.
import { Badge, Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { diffSummary, lineDiff, type DiffCell, type DiffKind } from './lineDiff';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  header: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalS },
  side: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  scroll: {
    maxHeight: '480px',
    overflow: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto minmax(0, 1fr)',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  number: {
    paddingInline: tokens.spacingHorizontalS,
    textAlign: 'end',
    color: tokens.colorNeutralForeground4,
    backgroundColor: tokens.colorNeutralBackground2,
    userSelect: 'none',
    borderInlineEndWidth: '1px',
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke3,
  },
  text: { paddingInline: tokens.spacingHorizontalS, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 0 },
  removed: { backgroundColor: tokens.colorPaletteRedBackground2 },
  added: { backgroundColor: tokens.colorPaletteGreenBackground2 },
  blank: { backgroundColor: tokens.colorNeutralBackground3 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface InstructionsDiffViewProps {
  beforeLabel: string;
  afterLabel: string;
  before: string;
  after: string;
}

export function InstructionsDiffView({ beforeLabel, afterLabel, before, after }: InstructionsDiffViewProps) {
  const styles = useStyles();
  const rows = useMemo(() => lineDiff(before, after), [before, after]);
  const summary = diffSummary(rows);

  const cells = (cell: DiffCell | null, kind: DiffKind, side: 'left' | 'right', key: string) => {
    const changedHere = kind !== 'same' && cell !== null;
    const tone = !cell ? styles.blank : changedHere ? (side === 'left' ? styles.removed : styles.added) : undefined;
    return [
      <span key={`${key}-n`} className={mergeClasses(styles.number, tone)}>
        {cell?.number ?? ''}
      </span>,
      <span key={`${key}-t`} className={mergeClasses(styles.text, tone)} data-change={changedHere ? (side === 'left' ? 'removed' : 'added') : undefined}>
        {cell?.text ?? ''}
      </span>,
    ];
  };

  return (
    <section className={styles.root} aria-label={`Compare ${beforeLabel} with ${afterLabel}`}>
      <div className={styles.header}>
        <div className={styles.side}>
          <Text weight="semibold">{beforeLabel}</Text>
          <Badge appearance="tint" color="danger">
            −{summary.removed}
          </Badge>
        </div>
        <div className={styles.side}>
          <Text weight="semibold">{afterLabel}</Text>
          <Badge appearance="tint" color="success">
            +{summary.added}
          </Badge>
        </div>
      </div>
      {summary.removed === 0 && summary.added === 0 ? (
        <Caption1 className={styles.muted}>The two versions are the same, line for line.</Caption1>
      ) : null}
      <div className={styles.scroll} role="region" aria-label="Line comparison" tabIndex={0}>
        <div className={styles.table}>
          {rows.flatMap((row, index) => [...cells(row.left, row.kind, 'left', `${index}-l`), ...cells(row.right, row.kind, 'right', `${index}-r`)])}
        </div>
      </div>
    </section>
  );
}
