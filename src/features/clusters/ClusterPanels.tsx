// The cluster page's panels (spec 3, sections 2 and 4), each its own component with its own query and a page size of
// 10: menu statuses with Reset menus, the menus table, similar menus, manually removed menus, manually removed leads and
// menus excluded from similar menus. Which of them show, and whether their actions are on, follows the rerun flow's
// current step (machines/rerunFlowMachine.ts panelsForStep): no flow, the menus table only; PREPARATION all of them;
// CLEANUP mostly read-only (the menus table keeps its per-menu actions); DONE read-only. Menu notes are editable in the
// steps areMenuNotesEditable names (rerunFlow/ClusterMenuNotesCell.tsx). The scraping sessions panel
// (sessions/ClusterSessionsPanel.tsx) shows in template validation and scraping with the step's start form, and in
// cleanup and done read-only.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ClusterPanel, RerunStepType } from '../../../machines/rerunFlowMachine';
import { ClusterMenusPanel } from './ClusterMenusPanel';
import { stepPanelRefusals } from './rerunFlow/stepPanels';
import { ClusterMenuStatusesPanel } from './ClusterMenuStatusesPanel';
import { ExcludedMenusPanel, RemovedLeadsPanel, RemovedMenusPanel, SimilarMenusPanel } from './ClusterMenuListPanels';
import { ClusterSessionsPanel } from './sessions/ClusterSessionsPanel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(520px, 1fr))', gap: tokens.spacingVerticalL },
});

export interface ClusterPanelProps {
  clusterId: string;
  clusterDatabaseId: number;
  /** Why the viewer may not change the cluster (not its assignee nor an admin, or the step is read-only); null when they may. */
  editRefusal: string | null;
  /** Why the menus table's notes may not change (the viewer, or the step: areMenuNotesEditable); the edit refusal when absent. */
  notesRefusal?: string | null;
}

interface Props {
  clusterId: string;
  clusterDatabaseId: number;
  /** The viewer's edit refusal (clusterEditRefusal), before the step's own rules. */
  editRefusal: string | null;
  /** The rerun flow's current step; null without a flow. */
  currentStep: RerunStepType | null;
  /** The cluster's flag: the session forms' ignore working hours starts from it. */
  areWorkingHoursIrrelevant: boolean;
  onUnresolvedReason(unresolved: boolean): void;
}

export function ClusterPanels({ clusterId, clusterDatabaseId, editRefusal, currentStep, areWorkingHoursIrrelevant, onUnresolvedReason }: Props) {
  const styles = useStyles();
  const step = stepPanelRefusals(currentStep, editRefusal);
  const shows = (panel: ClusterPanel) => step.panels.includes(panel);
  const panelProps: ClusterPanelProps = { clusterId, clusterDatabaseId, editRefusal: step.panelRefusal };
  const menusProps: ClusterPanelProps = { clusterId, clusterDatabaseId, editRefusal: step.menuActionsRefusal, notesRefusal: step.notesRefusal };
  return (
    <div className={styles.root}>
      {shows('MENU_STATUSES') ? <ClusterMenuStatusesPanel {...panelProps} /> : null}
      {shows('MENUS') ? <ClusterMenusPanel {...menusProps} onUnresolvedReason={onUnresolvedReason} /> : null}
      {shows('SIMILAR_MENUS') ? <SimilarMenusPanel {...panelProps} /> : null}
      {shows('REMOVED_MENUS') || shows('REMOVED_LEADS') ? (
        <div className={styles.pair}>
          {shows('REMOVED_MENUS') ? <RemovedMenusPanel {...panelProps} /> : null}
          {shows('REMOVED_LEADS') ? <RemovedLeadsPanel {...panelProps} /> : null}
        </div>
      ) : null}
      {shows('EXCLUDED_MENUS') ? <ExcludedMenusPanel {...panelProps} /> : null}
      {shows('SESSIONS') ? (
        <ClusterSessionsPanel clusterId={clusterId} sessionForm={step.sessionForm} areWorkingHoursIrrelevant={areWorkingHoursIrrelevant} editRefusal={step.panelRefusal} />
      ) : null}
    </div>
  );
}
