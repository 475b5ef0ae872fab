// The brand's live lock in the task header: red 'Locked by {name}', yellow 'You have this open in another tab', green
// when this tab holds it (or nobody does). Opening a brand gateway task takes the lock unless someone else holds it.
import { Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LockClosedRegular, LockOpenRegular } from '@fluentui/react-icons';
import { lockMarker } from '../../../domain/locks';
import { useHoldLock, useLock } from '../locks/useLocks';

const useStyles = makeStyles({
  pill: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: '2px',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  free: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1 },
  mine: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1 },
  mineElsewhere: { backgroundColor: tokens.colorPaletteYellowBackground1, color: tokens.colorPaletteMarigoldForeground2 },
  theirs: { backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1 },
  dot: { width: '8px', height: '8px', borderRadius: tokens.borderRadiusCircular },
  freeDot: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  mineDot: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  mineElsewhereDot: { backgroundColor: tokens.colorPaletteYellowBackground3 },
  theirsDot: { backgroundColor: tokens.colorPaletteRedBackground3 },
});

export function TaskLockIndicator({ brandId, hold }: { brandId: number; hold: boolean }) {
  const styles = useStyles();
  const { lock, me } = useLock('BRAND', brandId);
  const marker = lockMarker(lock, me);
  // Someone else's lock is respected: this tab asks for the lock only while nobody else holds it.
  useHoldLock('BRAND', brandId, hold && marker !== 'theirs');
  const text =
    marker === 'theirs'
      ? `Locked by ${lock?.userName ?? 'someone else'}`
      : marker === 'mineElsewhere'
        ? 'You have this open in another tab'
        : marker === 'mine'
          ? 'Locked by you'
          : 'Not locked';
  // On the other kinds the brand's lock is only news when someone holds it.
  if (!hold && marker === 'free') return null;
  const tip =
    marker === 'theirs'
      ? 'Someone else has this brand open: your changes could clash with theirs.'
      : marker === 'mineElsewhere'
        ? 'This brand is open in another of your tabs.'
        : marker === 'mine'
          ? 'You hold this brand’s lock while this page is open.'
          : 'Nobody has this brand open.';
  return (
    <Tooltip content={tip} relationship="description">
      <span className={mergeClasses(styles.pill, styles[marker])} data-lock={marker} tabIndex={0} role="status">
        <span className={mergeClasses(styles.dot, styles[`${marker}Dot`])} aria-hidden="true" />
        {marker === 'theirs' || marker === 'mine' ? <LockClosedRegular aria-hidden="true" /> : <LockOpenRegular aria-hidden="true" />}
        {text}
      </span>
    </Tooltip>
  );
}
