// Cells the task lists share: the brand id with its live lock marker, the assignee (with an awaiting badge), the menu
// URL, enum values in words, and a dash for every empty value.
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { EMPTY_VALUE } from '../../../domain/dates';
import { DateTimeText } from '../../components/DateTimeText';
import { LockMarker } from '../locks/LockMarker';
import { humanizeEnum } from './taskListLogic';

const useStyles = makeStyles({
  brandId: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, fontVariantNumeric: 'tabular-nums' },
  assigned: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  unassigned: { color: tokens.colorNeutralForeground4 },
  url: {
    display: 'inline-block',
    maxWidth: '260px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  },
  text: { display: 'inline-block', maxWidth: '280px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' },
  name: { fontWeight: tokens.fontWeightMedium },
  date: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
});

export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value);
}

export function BrandIdCell({ brandId }: { brandId: number }) {
  const styles = useStyles();
  return (
    <span className={styles.brandId}>
      <LockMarker entityType="BRAND" entityId={brandId} />
      {brandId}
    </span>
  );
}

export function NameCell({ name }: { name: string | null | undefined }) {
  const styles = useStyles();
  return <TruncatedText value={name} className={styles.name} />;
}

export function AssignedCell({ name, isAwaiting }: { name: string | null | undefined; isAwaiting: boolean }) {
  const styles = useStyles();
  return (
    <span className={styles.assigned}>
      {name ? name : <span className={styles.unassigned}>{EMPTY_VALUE}</span>}
      {isAwaiting && (
        <Badge size="small" appearance="tint" color="warning">
          Awaiting
        </Badge>
      )}
    </span>
  );
}

export function UrlCell({ url }: { url: string | null | undefined }) {
  const styles = useStyles();
  if (!url) return <>{EMPTY_VALUE}</>;
  return (
    <a className={styles.url} href={url} target="_blank" rel="noreferrer" title={url} onClick={(event) => event.stopPropagation()}>
      {url.replace(/^https?:\/\//, '')}
    </a>
  );
}

export function TruncatedText({ value, className }: { value: string | null | undefined; className?: string }) {
  const styles = useStyles();
  if (!value) return <>{EMPTY_VALUE}</>;
  return (
    <span className={mergeClasses(styles.text, className)} title={value}>
      {value}
    </span>
  );
}

export function EnumCell({ value }: { value: string | null | undefined }) {
  return <>{value ? humanizeEnum(value) : EMPTY_VALUE}</>;
}

export function YesNoCell({ value }: { value: boolean }) {
  return value ? (
    <Badge size="small" appearance="tint" color="danger">
      Yes
    </Badge>
  ) : (
    <>No</>
  );
}

export function DateCell({ value }: { value: unknown }) {
  const styles = useStyles();
  return (
    <span className={styles.date}>
      <DateTimeText value={value} />
    </span>
  );
}
