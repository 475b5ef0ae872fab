// The cluster page's panels (spec 3, section 2), each its own component with its own query and a page size of 10:
// menu statuses with Reset menus, the menus table, similar menus, manually removed menus, manually removed leads and
// menus excluded from similar menus. The rerun flow's step panels (sessions, probing jobs) plug in here the same way,
// chosen by the current step.
import { makeStyles, tokens } from '@fluentui/react-components';
import { ClusterMenusPanel } from './ClusterMenusPanel';
import { ClusterMenuStatusesPanel } from './ClusterMenuStatusesPanel';
import { ExcludedMenusPanel, RemovedLeadsPanel, RemovedMenusPanel, SimilarMenusPanel } from './ClusterMenuListPanels';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(520px, 1fr))', gap: tokens.spacingVerticalL },
});

export interface ClusterPanelProps {
  clusterId: string;
  clusterDatabaseId: number;
  /** Why the viewer may not change the cluster (not its assignee nor an admin); null when they may. */
  editRefusal: string | null;
}

export function ClusterPanels({ onUnresolvedReason, ...props }: ClusterPanelProps & { onUnresolvedReason(unresolved: boolean): void }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <ClusterMenuStatusesPanel {...props} />
      <ClusterMenusPanel {...props} onUnresolvedReason={onUnresolvedReason} />
      <SimilarMenusPanel {...props} />
      <div className={styles.pair}>
        <RemovedMenusPanel {...props} />
        <RemovedLeadsPanel {...props} />
      </div>
      <ExcludedMenusPanel {...props} />
    </div>
  );
}
