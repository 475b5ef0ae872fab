// The cluster page (spec 3, section 2): the header (assign-to-me switch, Save, Generate menus report, Download
// fingerprints, Go back), the fields, and the panels below (ClusterPanels). Template and expected menu format change
// only while no rerun flow runs (machines/clusterRules.ts isTemplateEditable); a new template is confirmed first, as
// it resets the statuses of the cluster's menus. Save sends the version read: a stale save (CONFLICT) keeps the edits.
// Only the assignee or an admin may edit (clusterEditRefusal); the controls say why they are disabled otherwise.
// Between the fields and the panels, the rerun flow (rerunFlow/RerunFlowIndicator.tsx): Start new rerun flow and the
// step indicator; the panels shown follow the flow's current step (ClusterPanels).
// Below the panels, the lead-menu probing jobs (probing/ProbingJobsPanel.tsx); Download fingerprints is on once a lead
// has a fingerprint and reads them when pressed (probing/downloadClusterFingerprints.ts).
import {
  Button,
  Caption1,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Switch,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowLeftRegular, DocumentTableArrowRightRegular, OpenRegular, SaveRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState, useTransition, type ReactNode } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useBlocker, useNavigate } from 'react-router-dom';
import {
  CLUSTER_EXPECTED_MENU_FORMATS,
  CLUSTER_TEMPLATE_LOCKED,
  clusterAssignRefusal,
  clusterEditRefusal,
  clusterUnassignRefusal,
  isTemplateEditable,
  type ClusterActor,
  type ClusterFacts,
  type RerunStepType,
} from '../../../machines/clusterRules';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateTimeText } from '../../components/DateTimeText';
import { PageHeader } from '../../components/PageHeader';
import { UNSAVED_CHANGES_TEXT, UNSAVED_CHANGES_TITLE } from '../../components/UnsavedChangesPrompt';
import { errorMessage, errorType } from '../../relay/errorMessage';
import { RouterLink } from '../brands/RouterLink';
import { humanizeEnum } from '../tasks/taskListLogic';
import { templatePath, useTemplatePageStyles } from '../templates/templatePageStyles';
import { TemplateStatusBadge } from '../templates/TemplateStatusBadge';
import type { ClusterPage_cluster$key } from './__generated__/ClusterPage_cluster.graphql';
import { useAssignClusterMutation, useUnassignClusterMutation, useUpdateClusterMutation } from './clusterMutations';
import { CLUSTER_FAILURES, CLUSTER_NOTICES, CLUSTER_REPORTS_PERMISSION, REPORT_PERMISSION_MISSING, TEMPLATE_CHANGE_CONFIRMATION, UNRESOLVED_REASON_MESSAGE } from './clusterNotices';
import { ClusterPanels } from './ClusterPanels';
import { ProbingJobsPanel } from './probing/ProbingJobsPanel';
import { CLUSTERS_PATH } from './clusterPaths';
import { ClusterRefreshContext } from './clusterRefresh';
import { downloadClusterMenusReport } from './downloadClusterMenusReport';
import { downloadClusterFingerprints } from './probing/downloadClusterFingerprints';
import { PROBING_TEXTS } from './probing/probingTexts';
import { RerunFlowIndicator } from './rerunFlow/RerunFlowIndicator';
import { SearchPicker, type PickerOption } from './SearchPicker';

const useStyles = makeStyles({
  headerActions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'flex-end' },
  card: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  wide: { gridColumn: 'span 2' },
  platforms: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  templateRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, minWidth: 0 },
});

const clusterRefetchQuery = graphql`
  query ClusterPageRefetchQuery($id: ID!) {
    menuScrapingCluster(id: $id) {
      ...ClusterPage_cluster
    }
  }
`;

interface ClusterPageProps {
  cluster: ClusterPage_cluster$key;
  templates: ReadonlyArray<{ id: string; databaseId: number; name: string }>;
  clusters: ReadonlyArray<{ id: string; databaseId: number; templateName: string | null | undefined }>;
}

export function ClusterPage({ cluster: clusterKey, templates, clusters }: ClusterPageProps) {
  const styles = useStyles();
  const pageStyles = useTemplatePageStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const cluster = useFragment(
    graphql`
      fragment ClusterPage_cluster on MenuScrapingCluster {
        id
        databaseId
        assignedTo {
          databaseId
          name
        }
        menuScrapingTemplate {
          id
          databaseId
          name
          status
        }
        platforms
        expectedMenuFormat
        areWorkingHoursIrrelevant
        masterId
        masterScrapingCluster {
          id
          databaseId
          templateName
        }
        menuCount
        approvedMenuCount
        hasUpdatedFingerprints
        # Which leads have a fingerprint: Download fingerprints reads the fingerprints themselves when pressed.
        menuScrapingClusterFingerprints {
          menuId
        }
        averageScrapingDuration
        oldestMenuScrapedDate
        nextRerunStartDate
        rerunStepType
        createdDate
        modifiedDate
        modifiedBy {
          name
        }
        ...RerunFlowIndicator_cluster
      }
    `,
    clusterKey,
  );
  useDocumentTitle(`Cluster ${cluster.databaseId}`);

  const facts: ClusterFacts = { assignedToId: cluster.assignedTo?.databaseId ?? null, rerunStepType: (cluster.rerunStepType ?? null) as RerunStepType | null };
  const actor: ClusterActor = { userId: session.user?.databaseId ?? -1, permissions: session.permissions };
  const editRefusal = clusterEditRefusal(facts, actor)?.message ?? null;
  const templateEditable = isTemplateEditable(facts);
  const reportRefusal = session.can(CLUSTER_REPORTS_PERMISSION) ? null : REPORT_PERMISSION_MISSING;
  const isMine = facts.assignedToId !== null && facts.assignedToId === actor.userId;
  const switchRefusal = (isMine ? clusterUnassignRefusal(facts, actor) : clusterAssignRefusal(facts, actor))?.message ?? null;

  // The form, from the cluster as read; a save (or an assignment) that brings a new version starts it again.
  const initial = useMemo(
    () => ({
      templateId: cluster.menuScrapingTemplate?.id ?? null,
      expectedMenuFormat: cluster.expectedMenuFormat as string,
      areWorkingHoursIrrelevant: cluster.areWorkingHoursIrrelevant,
      masterId: cluster.masterScrapingCluster?.id ?? null,
    }),
    [cluster.menuScrapingTemplate?.id, cluster.expectedMenuFormat, cluster.areWorkingHoursIrrelevant, cluster.masterScrapingCluster?.id],
  );
  const [form, setForm] = useState(initial);
  useEffect(() => setForm(initial), [initial]);
  const dirty =
    form.templateId !== initial.templateId ||
    form.expectedMenuFormat !== initial.expectedMenuFormat ||
    form.areWorkingHoursIrrelevant !== initial.areWorkingHoursIrrelevant ||
    form.masterId !== initial.masterId;
  const templateChanged = form.templateId !== initial.templateId;

  const update = useUpdateClusterMutation();
  const assign = useAssignClusterMutation();
  const unassign = useUnassignClusterMutation();
  const [confirmTemplate, setConfirmTemplate] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [pendingSwitch, setPendingSwitch] = useState<boolean | null>(null);
  const [reporting, setReporting] = useState(false);
  const [downloadingFingerprints, setDownloadingFingerprints] = useState(false);
  const [unresolvedReason, setUnresolvedReason] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [, startRefresh] = useTransition();
  const environment = useRelayEnvironment();
  // A panel's write refreshes the panels and the cluster's own figures (menu counts, platforms, modified date).
  const refresh = useMemo(
    () => ({
      key: refreshKey,
      refresh: () => {
        startRefresh(() => setRefreshKey((key) => key + 1));
        fetchQuery(environment, clusterRefetchQuery, { id: cluster.id }).subscribe({});
      },
    }),
    [refreshKey, environment, cluster.id],
  );

  const save = async () => {
    setConfirmTemplate(false);
    try {
      await update.run({
        id: cluster.id,
        expectedModifiedDate: cluster.modifiedDate,
        data: {
          menuScrapingTemplateId: form.templateId,
          expectedMenuFormat: form.expectedMenuFormat as (typeof CLUSTER_EXPECTED_MENU_FORMATS)[number],
          areWorkingHoursIrrelevant: form.areWorkingHoursIrrelevant,
          masterId: form.masterId,
        },
      });
      setConflict(null);
      notify.success(CLUSTER_NOTICES.updated);
      if (templateChanged) refresh.refresh();
    } catch (error) {
      if (errorType(error) === 'CONFLICT') setConflict(errorMessage(error));
      notify.error(CLUSTER_FAILURES.update, errorMessage(error));
    }
  };
  const requestSave = () => {
    if (!dirty || editRefusal) return;
    if (templateChanged) setConfirmTemplate(true);
    else void save();
  };

  const toggleAssignment = async (on: boolean) => {
    setPendingSwitch(on);
    try {
      if (on) await assign.run({ id: cluster.id, toUserId: session.user?.id ?? '' });
      else await unassign.run({ id: cluster.id });
      notify.success(on ? CLUSTER_NOTICES.assigned : CLUSTER_NOTICES.unassigned);
    } catch (error) {
      // The switch goes back: off after a failed assign, on after a failed unassign (spec 3, section 4).
      notify.error(on ? CLUSTER_FAILURES.assign : CLUSTER_FAILURES.unassign, errorMessage(error));
    } finally {
      setPendingSwitch(null);
    }
  };

  const generateReport = async () => {
    setReporting(true);
    try {
      await downloadClusterMenusReport(cluster.databaseId);
    } catch (error) {
      notify.error(CLUSTER_FAILURES.report, errorMessage(error));
    } finally {
      setReporting(false);
    }
  };

  const downloadFingerprints = async () => {
    setDownloadingFingerprints(true);
    try {
      await downloadClusterFingerprints(environment, cluster.id);
    } catch (error) {
      notify.error(PROBING_TEXTS.downloadFailed, errorMessage(error));
    } finally {
      setDownloadingFingerprints(false);
    }
  };
  const fingerprintCount = cluster.menuScrapingClusterFingerprints.length;

  // One blocker for the page (the router keeps one): an unresolved not-scrapeable reason blocks leaving outright,
  // unsaved fields ask first.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => (unresolvedReason || dirty) && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked' || !unresolvedReason) return;
    notify.error(UNRESOLVED_REASON_MESSAGE);
    blocker.reset();
  }, [blocker, unresolvedReason, notify]);
  useEffect(() => {
    if (!dirty && !unresolvedReason) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, unresolvedReason]);

  const switchOn = pendingSwitch ?? isMine;
  const canSwitch = switchRefusal === null && pendingSwitch === null;
  useShortcut('a', () => canSwitch && void toggleAssignment(!switchOn), { description: 'Assign the cluster to me (or unassign)', group: 'Cluster', enabled: canSwitch });
  const commands = useMemo<Command[]>(
    () => [
      { id: 'cluster.assign', title: switchOn ? 'Unassign the cluster' : 'Assign the cluster to me', group: 'Cluster', shortcut: 'a', disabled: !canSwitch, run: () => void toggleAssignment(!switchOn) },
      { id: 'cluster.save', title: 'Save the cluster', group: 'Cluster', disabled: !dirty || editRefusal !== null, run: requestSave },
      { id: 'cluster.report', title: 'Generate menus report', group: 'Cluster', keywords: ['csv', 'download'], disabled: reportRefusal !== null, run: () => void generateReport() },
      { id: 'cluster.back', title: 'Back to the clusters', group: 'Cluster', run: () => void navigate(CLUSTERS_PATH) },
    ],
    // The commands read the form through requestSave: re-register when what they need changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dirty, editRefusal, form, cluster.modifiedDate, switchOn, canSwitch],
  );
  useRegisterCommands(commands);

  const templateOptions = useMemo<PickerOption[]>(() => templates.map((template) => ({ value: template.id, label: `${template.name} (${template.databaseId})` })), [templates]);
  const masterOptions = useMemo<PickerOption[]>(
    () =>
      clusters
        .filter((other) => other.databaseId !== cluster.databaseId)
        .map((other) => ({ value: other.id, label: `Cluster ${other.databaseId}${other.templateName ? `: ${other.templateName}` : ''}` })),
    [clusters, cluster.databaseId],
  );
  const chosenTemplate = templates.find((template) => template.id === form.templateId) ?? null;
  const lockedReason = editRefusal ?? (templateEditable ? null : CLUSTER_TEMPLATE_LOCKED);

  return (
    <ClusterRefreshContext.Provider value={refresh}>
      <PageHeader
        title={`Cluster ${cluster.databaseId}`}
        subtitle={
          <>
            {cluster.menuCount} menus, {cluster.approvedMenuCount} approved · {cluster.assignedTo ? `assigned to ${cluster.assignedTo.name}` : 'not assigned'} ·{' '}
            {cluster.rerunStepType ? `rerun step ${humanizeEnum(cluster.rerunStepType)}` : 'no rerun flow'}
          </>
        }
        back={{ to: CLUSTERS_PATH, label: 'Clusters' }}
        actions={
          <span className={styles.headerActions}>
            <Tooltip content={switchRefusal ?? (switchOn ? 'Unassign the cluster (a)' : 'Assign the cluster to yourself (a)')} relationship="description" withArrow>
              <Switch
                label="Assigned to me"
                checked={switchOn}
                disabled={switchRefusal !== null || pendingSwitch !== null}
                onChange={(_event, data) => void toggleAssignment(data.checked)}
              />
            </Tooltip>
            <Tooltip content={editRefusal ?? (dirty ? 'Save the changes' : 'Nothing changed')} relationship="description" withArrow>
              <Button appearance="primary" icon={<SaveRegular />} disabled={!dirty || editRefusal !== null || update.isInFlight} onClick={requestSave}>
                Save
              </Button>
            </Tooltip>
            <Tooltip content={reportRefusal ?? 'Download the cluster menus as CSV'} relationship="description" withArrow>
              <Button icon={<DocumentTableArrowRightRegular />} disabledFocusable={reporting || reportRefusal !== null} onClick={() => void generateReport()}>
                Generate menus report
              </Button>
            </Tooltip>
            <Tooltip
              content={fingerprintCount > 0 ? `Download the fingerprints of ${fingerprintCount} lead ${fingerprintCount === 1 ? 'menu' : 'menus'} as JSON` : PROBING_TEXTS.noFingerprints}
              relationship="description"
              withArrow
            >
              <Button icon={<ArrowDownloadRegular />} disabledFocusable={fingerprintCount === 0 || downloadingFingerprints} onClick={() => void downloadFingerprints()}>
                Download fingerprints
              </Button>
            </Tooltip>
            <Button icon={<ArrowLeftRegular />} onClick={() => void navigate(CLUSTERS_PATH)}>
              Go back
            </Button>
          </span>
        }
      />
      {editRefusal ? (
        <MessageBar intent="info">
          <MessageBarBody>{editRefusal} Assign it to yourself to work on it.</MessageBarBody>
        </MessageBar>
      ) : null}
      {conflict ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Someone else changed this cluster.</MessageBarTitle>
            {conflict} Your edits are still on the page.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <form
        className={styles.card}
        aria-label="Cluster"
        onSubmit={(event) => {
          event.preventDefault();
          requestSave();
        }}
      >
        <Fact label="Id">{cluster.databaseId}</Fact>
        <Fact label="Platforms">
          <Platforms names={cluster.platforms} />
        </Fact>
        <div className={`${styles.fact} ${styles.wide}`}>
          <Field label="Scraping template" hint={lockedReason ?? (templateChanged ? 'Saving resets the statuses of all the menus of this cluster.' : undefined)}>
            <div className={styles.templateRow}>
              <div className={styles.grow}>
                <Tooltip content={lockedReason ?? 'Search templates by name'} relationship="description" withArrow>
                  <SearchPicker
                    label="Scraping template"
                    options={templateOptions}
                    value={form.templateId}
                    onChange={(templateId) => setForm({ ...form, templateId })}
                    disabled={lockedReason !== null}
                    placeholder="No template: type to search"
                    noneLabel="No template"
                  />
                </Tooltip>
              </div>
              {chosenTemplate ? (
                <Tooltip content={`Open template ${chosenTemplate.name}`} relationship="label" withArrow>
                  <Link href={templatePath(chosenTemplate.databaseId)} target="_blank" rel="noopener" aria-label={`Open template ${chosenTemplate.name}`}>
                    <OpenRegular />
                  </Link>
                </Tooltip>
              ) : null}
              {cluster.menuScrapingTemplate && !templateChanged ? <TemplateStatusBadge status={cluster.menuScrapingTemplate.status} /> : null}
            </div>
          </Field>
        </div>
        <Tooltip content={lockedReason ?? 'The format the cluster menus are expected to have'} relationship="description" withArrow>
          <Field label="Expected menu format">
            <Select value={form.expectedMenuFormat} disabled={lockedReason !== null} onChange={(_event, data) => setForm({ ...form, expectedMenuFormat: data.value })}>
              {CLUSTER_EXPECTED_MENU_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {humanizeEnum(format)}
                </option>
              ))}
            </Select>
          </Field>
        </Tooltip>
        <Tooltip content={editRefusal ?? 'Scrape the menus whatever the restaurants’ opening hours'} relationship="description" withArrow>
          <Field label="Working hours">
            <Switch
              label="Working hours irrelevant"
              checked={form.areWorkingHoursIrrelevant}
              disabled={editRefusal !== null}
              onChange={(_event, data) => setForm({ ...form, areWorkingHoursIrrelevant: data.checked })}
            />
          </Field>
        </Tooltip>
        <div className={styles.fact}>
          <Field label="Master cluster">
            <Tooltip content={editRefusal ?? 'Search clusters by id or template'} relationship="description" withArrow>
              <SearchPicker
                label="Master cluster"
                options={masterOptions}
                value={form.masterId}
                onChange={(masterId) => setForm({ ...form, masterId })}
                disabled={editRefusal !== null}
                placeholder="No master cluster: type to search"
                noneLabel="No master cluster"
              />
            </Tooltip>
          </Field>
          {cluster.masterScrapingCluster ? (
            <Caption1>
              <RouterLink to={`${CLUSTERS_PATH}/${cluster.masterScrapingCluster.databaseId}`}>Open cluster {cluster.masterScrapingCluster.databaseId}</RouterLink>
            </Caption1>
          ) : null}
        </div>
        <Fact label="Created date">
          <DateTimeText value={cluster.createdDate} />
        </Fact>
        <Fact label="Modified date">
          <DateTimeText value={cluster.modifiedDate} />
        </Fact>
        <Fact label="Modified by">{cluster.modifiedBy?.name ?? '-'}</Fact>
        <Fact label="Average scraping duration">{cluster.averageScrapingDuration == null ? '-' : `${Math.round(cluster.averageScrapingDuration)} s`}</Fact>
        <Fact label="Oldest menu scraped date">
          <DateTimeText value={cluster.oldestMenuScrapedDate} />
        </Fact>
        <Fact label="Next rerun start date">
          <DateTimeText value={cluster.nextRerunStartDate} />
        </Fact>
        <Fact label="Has updated fingerprints">{cluster.hasUpdatedFingerprints ? 'Yes: a probe found changes not applied' : 'No'}</Fact>
      </form>
      <RerunFlowIndicator cluster={cluster} onChanged={refresh.refresh} />
      <ClusterPanels
        clusterId={cluster.id}
        clusterDatabaseId={cluster.databaseId}
        editRefusal={editRefusal}
        currentStep={facts.rerunStepType}
        areWorkingHoursIrrelevant={cluster.areWorkingHoursIrrelevant}
        onUnresolvedReason={setUnresolvedReason}
      />
      <ProbingJobsPanel clusterId={cluster.id} editRefusal={editRefusal} />
      <ConfirmDialog open={confirmTemplate} title="Change the template?" busy={update.isInFlight} onConfirm={() => void save()} onCancel={() => setConfirmTemplate(false)}>
        {TEMPLATE_CHANGE_CONFIRMATION}
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked' && !unresolvedReason}
        title={UNSAVED_CHANGES_TITLE}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {UNSAVED_CHANGES_TEXT}
      </ConfirmDialog>
    </ClusterRefreshContext.Provider>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  const pageStyles = useTemplatePageStyles();
  return (
    <div className={styles.fact}>
      <Caption1 className={pageStyles.muted}>{label}</Caption1>
      <Text>{children}</Text>
    </div>
  );
}

/** The first platform, with the others behind an 'N more' expander. */
function Platforms({ names }: { names: readonly string[] }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  if (names.length === 0) return <>-</>;
  const [first, ...rest] = names;
  return (
    <span className={styles.platforms}>
      <span>{open ? names.join(', ') : first}</span>
      {rest.length > 0 ? (
        <Button appearance="transparent" size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Show less' : `${rest.length} more`}
        </Button>
      ) : null}
    </span>
  );
}
