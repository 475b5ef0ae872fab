// The cluster page's rerun flow (spec 3, sections 2, 4 and 8; docs/clusters.md, "The rerun flow"): Start new rerun
// flow (confirmed first: every menu of the cluster is reset), and the step indicator, the five steps in order, each
// with its started, finished and aborted dates and, where the machine shows them, Done and Restart. The buttons' state
// and reasons are the server's answer for the viewer (the edit rule, then machines/rerunFlowMachine.ts): a refused
// button stays focusable and says why in its tooltip. Done on SCRAPING and CLEANUP asks first and sends isConfirmed.
// The palette offers 'Start new rerun flow' and 'Complete current step'.
import { Badge, Body1Strong, Button, Caption1, Subtitle2, Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowCounterclockwiseRegular, CheckmarkCircleFilled, CheckmarkRegular, CircleRegular, DismissCircleRegular, PlayRegular, RecordRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { RERUN_FLOW_TEXTS, RERUN_STEP_LABELS, type RerunStepType } from '../../../../machines/rerunFlowMachine';
import { useRegisterCommands, type Command } from '../../../app/commands/useRegisterCommands';
import { useNotify } from '../../../app/notifications/useNotify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DateTimeText } from '../../../components/DateTimeText';
import { errorMessage, graphQLErrorsOf } from '../../../relay/errorMessage';
import type { RerunFlowIndicator_cluster$data, RerunFlowIndicator_cluster$key } from './__generated__/RerunFlowIndicator_cluster.graphql';
import { useCompleteRerunStepMutation, useRestartRerunStepMutation, useStartNewRerunFlowMutation } from './rerunFlowMutations';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flexGrow: 1, display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  steps: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(5, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalS,
    overflowX: 'auto',
  },
  step: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderTop: `4px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  current: { borderTopColor: tokens.colorBrandStroke1, backgroundColor: tokens.colorBrandBackground2 },
  finished: { borderTopColor: tokens.colorPaletteGreenBorder2 },
  stepTitle: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  finishedIcon: { color: tokens.colorPaletteGreenForeground1 },
  currentIcon: { color: tokens.colorBrandForeground1 },
  abortedIcon: { color: tokens.colorPaletteRedForeground1 },
  dates: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalS, rowGap: '2px', margin: 0 },
  dateLabel: { color: tokens.colorNeutralForeground3, margin: 0 },
  dateValue: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', marginTop: 'auto', paddingTop: tokens.spacingVerticalXS },
});

type Cluster = RerunFlowIndicator_cluster$data;
type Step = NonNullable<Cluster['rerunFlow']>['steps'][number];

interface Props {
  cluster: RerunFlowIndicator_cluster$key;
  /** After a write: the page's panels and figures read the cluster again (menus reset, approved). */
  onChanged(): void;
}

/** What waits for a Yes: a new flow, or Done on a step that asks first (its text may be the server's). */
/** The confirmation before Done, for the steps that ask (machines/rerunFlowMachine.ts completeNeedsConfirmation). */
const COMPLETE_CONFIRMATIONS: Partial<Record<RerunStepType, string>> = {
  SCRAPING: RERUN_FLOW_TEXTS.confirmCompleteScraping,
  CLEANUP: RERUN_FLOW_TEXTS.confirmCompleteCleanup,
};

type Pending = { kind: 'start' } | { kind: 'complete'; step: RerunStepType; text: string } | null;

export function RerunFlowIndicator({ cluster: clusterKey, onChanged }: Props) {
  const styles = useStyles();
  const notify = useNotify();
  const cluster = useFragment(
    graphql`
      fragment RerunFlowIndicator_cluster on MenuScrapingCluster {
        id
        databaseId
        canStartNewRerunFlow
        startNewRerunFlowRefusal
        rerunFlow {
          id
          startedDate
          finishedDate
          currentStep
          scrapedMenuCount
          menuCount
          steps {
            type
            startedDate
            finishedDate
            abortedDate
            isFinished
            isCurrent
            showsDone
            canComplete
            completeRefusal
            completeNeedsConfirmation
            showsRestart
            canRestart
            restartRefusal
          }
        }
      }
    `,
    clusterKey,
  );
  const start = useStartNewRerunFlowMutation();
  const complete = useCompleteRerunStepMutation();
  const restart = useRestartRerunStepMutation();
  const busy = start.isInFlight || complete.isInFlight || restart.isInFlight;
  const [pending, setPending] = useState<Pending>(null);

  const flow = cluster.rerunFlow;
  const currentStep = flow?.steps.find((step) => step.showsDone) ?? null;

  const runStart = async () => {
    setPending(null);
    try {
      await start.run({ menuScrapingClusterId: cluster.id });
      notify.success(RERUN_FLOW_TEXTS.newFlowStarted);
      onChanged();
    } catch (error) {
      notify.error(RERUN_FLOW_TEXTS.startNewFlowFailed, errorMessage(error));
    }
  };

  const runComplete = async (step: RerunStepType, isConfirmed: boolean) => {
    if (!flow) return;
    setPending(null);
    try {
      await complete.run({ rerunFlowId: flow.id, stepType: step, isConfirmed });
      notify.success(RERUN_FLOW_TEXTS.stepCompleted);
      onChanged();
    } catch (error) {
      // The server asks for a confirmation it needs (field isConfirmed): ask it in its words, then send again.
      const [first] = graphQLErrorsOf(error);
      if (!isConfirmed && first?.extensions?.field === 'isConfirmed') {
        setPending({ kind: 'complete', step, text: first.message });
        return;
      }
      notify.error(RERUN_FLOW_TEXTS.completeFailed, errorMessage(error));
    }
  };

  const requestComplete = (step: Step) => {
    if (!step.canComplete || busy) return;
    const type = step.type as RerunStepType;
    if (step.completeNeedsConfirmation) setPending({ kind: 'complete', step: type, text: COMPLETE_CONFIRMATIONS[type] ?? '' });
    else void runComplete(type, false);
  };

  const runRestart = async (step: RerunStepType) => {
    if (!flow) return;
    try {
      await restart.run({ rerunFlowId: flow.id, stepType: step });
      notify.success(RERUN_FLOW_TEXTS.stepRestarted);
      onChanged();
    } catch (error) {
      notify.error(RERUN_FLOW_TEXTS.restartFailed, errorMessage(error));
    }
  };

  const requestStart = () => {
    if (!cluster.canStartNewRerunFlow || busy) return;
    setPending({ kind: 'start' });
  };

  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'cluster.rerunFlow.start',
        title: 'Start new rerun flow',
        group: 'Cluster',
        keywords: ['rerun', 'flow', 'reset'],
        disabled: !cluster.canStartNewRerunFlow,
        run: requestStart,
      },
      {
        id: 'cluster.rerunFlow.complete',
        title: currentStep ? `Complete current step (${RERUN_STEP_LABELS[currentStep.type as RerunStepType]})` : 'Complete current step',
        group: 'Cluster',
        keywords: ['done', 'rerun', 'step'],
        disabled: !currentStep?.canComplete,
        run: () => currentStep && requestComplete(currentStep),
      },
    ],
    // The commands read the flow through the two requests: re-register when the flow or the refusals change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cluster.canStartNewRerunFlow, currentStep, flow?.id, busy],
  );
  useRegisterCommands(commands);

  return (
    <section className={styles.root} aria-label="Rerun flow">
      <div className={styles.header}>
        <div className={styles.title}>
          <Subtitle2 as="h3">Rerun flow</Subtitle2>
          {flow ? (
            <Caption1 className={styles.muted}>
              Started <DateTimeText value={flow.startedDate} />
              {flow.finishedDate ? (
                <>
                  {' '}
                  · finished <DateTimeText value={flow.finishedDate} />
                </>
              ) : null}{' '}
              · {flow.scrapedMenuCount} of {flow.menuCount} menus scraped
            </Caption1>
          ) : (
            <Caption1 className={styles.muted}>This cluster has no rerun flow yet.</Caption1>
          )}
        </div>
        <Tooltip content={cluster.startNewRerunFlowRefusal ?? 'Reset every menu of the cluster and start at preparation'} relationship="description" withArrow>
          <Button appearance="primary" icon={<PlayRegular />} disabledFocusable={!cluster.canStartNewRerunFlow || busy} onClick={requestStart}>
            Start new rerun flow
          </Button>
        </Tooltip>
      </div>
      {flow ? (
        <ol className={styles.steps} aria-label="Rerun flow steps">
          {flow.steps.map((step, index) => (
            <StepCard
              key={step.type}
              step={step}
              index={index}
              busy={busy}
              onComplete={() => requestComplete(step)}
              onRestart={() => void runRestart(step.type as RerunStepType)}
            />
          ))}
        </ol>
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'start'}
        title="Start a new rerun flow?"
        busy={start.isInFlight}
        onConfirm={() => void runStart()}
        onCancel={() => setPending(null)}
      >
        {RERUN_FLOW_TEXTS.confirmStartNewFlow}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'complete'}
        title={pending?.kind === 'complete' ? `Complete the ${RERUN_STEP_LABELS[pending.step].toLowerCase()} step?` : 'Complete the step?'}
        busy={complete.isInFlight}
        onConfirm={() => pending?.kind === 'complete' && void runComplete(pending.step, true)}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'complete' ? pending.text : null}
      </ConfirmDialog>
    </section>
  );
}

function StepCard({ step, index, busy, onComplete, onRestart }: { step: Step; index: number; busy: boolean; onComplete(): void; onRestart(): void }) {
  const styles = useStyles();
  const label = RERUN_STEP_LABELS[step.type as RerunStepType];
  const state = step.isFinished ? 'Finished' : step.isCurrent ? 'Current' : step.abortedDate ? 'Aborted' : step.startedDate ? 'Started' : 'Not started';
  const icon = step.isFinished ? (
    <CheckmarkCircleFilled className={styles.finishedIcon} aria-hidden />
  ) : step.isCurrent ? (
    <RecordRegular className={styles.currentIcon} aria-hidden />
  ) : step.abortedDate ? (
    <DismissCircleRegular className={styles.abortedIcon} aria-hidden />
  ) : (
    <CircleRegular className={styles.muted} aria-hidden />
  );
  return (
    <li
      className={mergeClasses(styles.step, step.isCurrent && styles.current, step.isFinished && styles.finished)}
      aria-label={`Step ${index + 1}: ${label}, ${state.toLowerCase()}`}
      aria-current={step.isCurrent ? 'step' : undefined}
    >
      <div className={styles.stepTitle}>
        {icon}
        <Body1Strong>
          {index + 1}. {label}
        </Body1Strong>
      </div>
      <div>
        <Badge appearance="tint" shape="rounded" color={step.isFinished ? 'success' : step.isCurrent ? 'brand' : step.abortedDate ? 'danger' : 'informative'}>
          {state}
        </Badge>
      </div>
      <dl className={styles.dates}>
        <dt className={styles.dateLabel}>
          <Caption1>Started</Caption1>
        </dt>
        <dd className={styles.dateValue}>
          <Text size={200}>
            <DateTimeText value={step.startedDate} />
          </Text>
        </dd>
        <dt className={styles.dateLabel}>
          <Caption1>Finished</Caption1>
        </dt>
        <dd className={styles.dateValue}>
          <Text size={200}>
            <DateTimeText value={step.finishedDate} />
          </Text>
        </dd>
        <dt className={styles.dateLabel}>
          <Caption1>Aborted</Caption1>
        </dt>
        <dd className={styles.dateValue}>
          <Text size={200}>
            <DateTimeText value={step.abortedDate} />
          </Text>
        </dd>
      </dl>
      {step.showsDone || step.showsRestart ? (
        <div className={styles.actions}>
          {step.showsDone ? (
            <Tooltip content={step.completeRefusal ?? `Complete the ${label.toLowerCase()} step`} relationship="description" withArrow>
              <Button appearance="primary" size="small" icon={<CheckmarkRegular />} disabledFocusable={!step.canComplete || busy} onClick={onComplete} aria-label={`Done: ${label}`}>
                Done
              </Button>
            </Tooltip>
          ) : null}
          {step.showsRestart ? (
            <Tooltip content={step.restartRefusal ?? `Restart the ${label.toLowerCase()} step (aborts scraping and its sessions in progress)`} relationship="description" withArrow>
              <Button size="small" icon={<ArrowCounterclockwiseRegular />} disabledFocusable={!step.canRestart || busy} onClick={onRestart} aria-label={`Restart: ${label}`}>
                Restart
              </Button>
            </Tooltip>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
