// The debug viewers' left panel: the selected scraped item (the menu, a menu title or a dish) and its fields as stored,
// so the screenshot beside it can be checked against what the run kept. Empty fields read as a dash (spec 2, section 9).
import { Badge, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { EMPTY_VALUE } from '../../../domain/dates';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: 0, overflowY: 'auto', paddingInlineEnd: tokens.spacingHorizontalXS },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  name: { overflowWrap: 'anywhere' },
  path: { color: tokens.colorNeutralForeground3 },
  fields: { display: 'grid', gridTemplateColumns: 'minmax(96px, auto) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase300 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', fontSize: tokens.fontSizeBase300 },
  empty: { color: tokens.colorNeutralForeground4 },
});

export interface DebugItemField {
  label: string;
  value: ReactNode;
}

export interface DebugItemPanelProps {
  kindLabel: 'Menu' | 'Menu title' | 'Dish';
  name: string;
  /** Where the item sits: the titles above a dish or a sub-title. */
  path?: readonly string[];
  fields: readonly DebugItemField[];
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

export function DebugItemPanel({ kindLabel, name, path = [], fields }: DebugItemPanelProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-label={`Selected ${kindLabel.toLowerCase()}`}>
      <div className={styles.head}>
        <div>
          <Badge appearance="tint" shape="rounded" color={kindLabel === 'Dish' ? 'success' : kindLabel === 'Menu title' ? 'brand' : 'informative'}>
            {kindLabel}
          </Badge>
        </div>
        <Subtitle2 as="h3" className={styles.name} data-testid="debug-item-name">
          {name}
        </Subtitle2>
        {path.length ? <Caption1 className={styles.path}>{path.join(' › ')}</Caption1> : null}
      </div>
      <dl className={styles.fields}>
        {fields.map((field) => (
          <div key={field.label} style={{ display: 'contents' }}>
            <dt className={styles.term}>{field.label}</dt>
            <dd className={styles.value}>{isEmpty(field.value) ? <span className={styles.empty}>{EMPTY_VALUE}</span> : field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
