// The lock marker of an entity (spec 1, section 2): a small dot, green when free (or held by this tab), yellow when you
// hold it in another tab, red when someone else does, with a tooltip saying which.
import { Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { lockMarker, type Lock, type LockableEntityType, type LockMarker as Marker } from '../../../domain/locks';
import { useLock } from './useLocks';

const useStyles = makeStyles({
  dot: {
    display: 'inline-block',
    width: '8px',
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    flexShrink: 0,
    boxShadow: `0 0 0 2px ${tokens.colorNeutralBackground1}`,
  },
  free: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  mine: { backgroundColor: tokens.colorPaletteGreenBackground3, boxShadow: `0 0 0 2px ${tokens.colorPaletteGreenBorder2}` },
  mineElsewhere: { backgroundColor: tokens.colorPaletteYellowBackground3 },
  theirs: { backgroundColor: tokens.colorPaletteRedBackground3 },
});

/** The tooltip of a marker. */
export function lockMarkerText(marker: Marker, lock: Lock | undefined): string {
  switch (marker) {
    case 'theirs':
      return `Locked by ${lock?.userName ?? 'someone else'}`;
    case 'mineElsewhere':
      return 'You, in another tab';
    case 'mine':
      return 'You, in this tab';
    default:
      return 'Free';
  }
}

export function LockMarker({ entityType, entityId }: { entityType: LockableEntityType; entityId: number }) {
  const styles = useStyles();
  const { lock, me } = useLock(entityType, entityId);
  const marker = lockMarker(lock, me);
  const text = lockMarkerText(marker, lock);
  return (
    <Tooltip content={text} relationship="label" withArrow>
      <span className={mergeClasses(styles.dot, styles[marker])} data-lock={marker} role="img" />
    </Tooltip>
  );
}
