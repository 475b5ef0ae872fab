// What an editor's panel shows while its first page loads: the panel's frame with skeleton rows, so the page keeps its shape.
import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { PagedPanel } from '../../components/PagedPanel';

const useStyles = makeStyles({ rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalS } });

export function PanelFallback({ title, rows = 3 }: { title: string; rows?: number }) {
  const styles = useStyles();
  return (
    <PagedPanel title={title}>
      <Skeleton className={styles.rows} aria-label={`Loading ${title.toLowerCase()}`}>
        {Array.from({ length: rows }, (_unused, index) => (
          <SkeletonItem key={index} size={24} />
        ))}
      </Skeleton>
    </PagedPanel>
  );
}
