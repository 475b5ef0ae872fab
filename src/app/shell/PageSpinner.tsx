// What a page shows while its code or data loads.
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', alignItems: 'center', paddingBlock: '96px', gap: tokens.spacingHorizontalM },
  fullScreen: { minHeight: '100vh', paddingBlock: 0 },
});

export function PageSpinner({ fullScreen = false, label = 'Loading…' }: { fullScreen?: boolean; label?: string }) {
  const styles = useStyles();
  return (
    <div className={fullScreen ? `${styles.root} ${styles.fullScreen}` : styles.root}>
      <Spinner size="medium" label={label} />
    </div>
  );
}
