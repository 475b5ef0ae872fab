// The lock marker of an entity: green when free, yellow when you hold it in another tab, red when someone else does.
import { Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { lockMarker, type LockableEntityType } from '../../../domain/locks';
import { useLock } from './useLocks';

const useStyles = makeStyles({
  dot: { display: 'inline-block', width: '10px', height: '10px', borderRadius: tokens.borderRadiusCircular, flexShrink: 0 },
  free: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  mine: { backgroundColor: tokens.colorPaletteGreenBackground3, outline: `2px solid ${tokens.colorPaletteGreenBorder2}` },
  mineElsewhere: { backgroundColor: tokens.colorPaletteYellowBackground3 },
  theirs: { backgroundColor: tokens.colorPaletteRedBackground3 },
});

export function LockMarker({ entityType, entityId }: { entityType: LockableEntityType; entityId: number }) {
  const styles = useStyles();
  const { lock, me } = useLock(entityType, entityId);
  const marker = lockMarker(lock, me);
  const text =
    marker === 'theirs'
      ? `Locked by ${lock?.userName}`
      : marker === 'mineElsewhere'
        ? 'You have this open in another tab'
        : marker === 'mine'
          ? 'You have this open here'
          : 'Free';
  return (
    <Tooltip content={text} relationship="label">
      <span className={`${styles.dot} ${styles[marker]}`} data-lock={marker} role="img" />
    </Tooltip>
  );
}
