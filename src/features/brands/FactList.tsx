// Label and value pairs in two aligned columns: the read-only facts on the brand page.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(110px, max-content) 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300 },
  value: { margin: 0, minWidth: 0, fontSize: tokens.fontSizeBase300 },
});

export function FactList({ facts }: { facts: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.label} style={{ display: 'contents' }}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
