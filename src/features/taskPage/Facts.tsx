// A grid of labelled values (the panels' read-only fields); an empty value shows the spec's dash.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { EMPTY_VALUE } from '../../../domain/dates';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM, margin: 0 },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  wide: { gridColumn: '1 / -1' },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, overflowWrap: 'anywhere' },
});

export function FactGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <dl className={useStyles().grid} aria-label={label}>
      {children}
    </dl>
  );
}

export function Fact({ label, children, wide = false }: { label: string; children?: ReactNode; wide?: boolean }) {
  const styles = useStyles();
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={wide ? `${styles.fact} ${styles.wide}` : styles.fact}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{empty ? EMPTY_VALUE : children}</dd>
    </div>
  );
}
