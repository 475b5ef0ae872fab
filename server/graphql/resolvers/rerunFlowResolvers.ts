// A cluster's rerun flow in the API (spec 3, sections 3, 4 and 7): the flow and its steps on MenuScrapingCluster, with
// the viewer's refusals for each button (the edit rule, then machines/rerunFlowMachine.ts), and the three mutations, each
// one transaction in server/clusters/rerunFlowWrites.ts. Spread into clusterResolvers.ts.
import type { GraphQLFieldResolver } from 'graphql';
import { clusterEditRefusal } from '../../../machines/clusterRules';
import {
  completeNeedsConfirmation,
  completeStepRefusal,
  isStepFinished,
  restartStepRefusal,
  RERUN_STEP_TYPES,
  showsDone,
  showsRestart,
  startNewFlowRefusal,
  type RerunFlowFacts,
  type RerunStepType,
} from '../../../machines/rerunFlowMachine';
import type { Refusal } from '../../../machines/taskRules';
import type { Actor } from '../../clusters/clusterAccess';
import type { ClusterRow } from '../../clusters/clusterRows';
import { clusterScrapedCounts, latestRerunFlow, rerunFlowSteps, type RerunFlowRow } from '../../clusters/rerunFlowRows';
import { completeRerunStep, restartRerunStep, startNewRerunFlow } from '../../clusters/rerunFlowWrites';
import type { GraphQLContext } from '../context';
import { unauthenticated, validationError } from '../errors';
import { parseId, toGlobalId } from '../globalIds';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;
type Context = GraphQLContext;

function actorOf(context: Context): Actor {
  if (!context.viewer) throw unauthenticated();
  return { userId: context.viewer.id, permissions: context.viewer.permissions };
}

const flowIdOf = (value: unknown) => parseId('RerunFlow', String(value));
function stepTypeOf(value: unknown): RerunStepType {
  if (!(RERUN_STEP_TYPES as readonly unknown[]).includes(value)) throw validationError('Step type is required', 'stepType');
  return value as RerunStepType;
}

/** A flow as the API answers it: the row with its cluster, so the steps can ask the rules for the viewer. */
interface FlowParent {
  flow: RerunFlowRow;
  cluster: ClusterRow;
}

/** The latest flow and the counts, read once per cluster and request. */
const FLOWS = new WeakMap<Context, Map<number, Promise<{ flow: RerunFlowRow | null; counts: { menuCount: number; scrapedMenuCount: number } }>>>();
function flowOf(context: Context, clusterId: number) {
  let byCluster = FLOWS.get(context);
  if (!byCluster) FLOWS.set(context, (byCluster = new Map()));
  let found = byCluster.get(clusterId);
  if (!found) {
    found = (async () => ({ flow: await latestRerunFlow(context.db, clusterId), counts: await clusterScrapedCounts(context.db, clusterId) }))();
    byCluster.set(clusterId, found);
  }
  return found;
}

async function factsOf(context: Context, cluster: ClusterRow): Promise<RerunFlowFacts> {
  const { flow, counts } = await flowOf(context, cluster.id);
  return { currentStep: flow?.current_step ?? null, hasTemplate: cluster.menu_scraping_template_id !== null, ...counts };
}

/** The viewer's refusal: who may edit the cluster first, then the machine's rule. */
function viewerRefusal(context: Context, cluster: ClusterRow, rule: () => Refusal | null): string | null {
  if (!context.viewer) return 'Unauthenticated.';
  const edit = clusterEditRefusal({ assignedToId: cluster.assigned_to_id, rerunStepType: cluster.rerun_step_type }, actorOf(context));
  return edit?.message ?? rule()?.message ?? null;
}

async function startRefusal(row: ClusterRow, context: Context): Promise<string | null> {
  const facts = await factsOf(context, row);
  return viewerRefusal(context, row, () => startNewFlowRefusal(facts));
}

export const rerunFlowMutationResolvers: Record<string, Resolver> = {
  startNewRerunFlow: (_parent, args, context) => {
    const actor = actorOf(context);
    const id = parseId('MenuScrapingCluster', String(args.menuScrapingClusterId));
    return context.db.transaction((tx) => startNewRerunFlow(tx, id, actor));
  },
  completeRerunStep: (_parent, args, context) => {
    const actor = actorOf(context);
    const flowId = flowIdOf(args.rerunFlowId);
    const step = stepTypeOf(args.stepType);
    return context.db.transaction((tx) => completeRerunStep(tx, flowId, step, args.isConfirmed === true, actor));
  },
  restartRerunStep: (_parent, args, context) => {
    const actor = actorOf(context);
    const flowId = flowIdOf(args.rerunFlowId);
    const step = stepTypeOf(args.stepType);
    return context.db.transaction((tx) => restartRerunStep(tx, flowId, step, actor));
  },
};

/** Fields of MenuScrapingCluster. */
export const rerunFlowClusterFields = {
  rerunFlow: async (row: ClusterRow, _args: unknown, context: Context): Promise<FlowParent | null> => {
    const { flow } = await flowOf(context, row.id);
    return flow ? { flow, cluster: row } : null;
  },
  startNewRerunFlowRefusal: (row: ClusterRow, _args: unknown, context: Context) => startRefusal(row, context),
  canStartNewRerunFlow: async (row: ClusterRow, _args: unknown, context: Context) => (await startRefusal(row, context)) === null,
};

interface StepParent extends FlowParent {
  type: RerunStepType;
  started_date: Date | null;
  finished_date: Date | null;
  aborted_date: Date | null;
  facts: RerunFlowFacts;
}

const completeRefusalOf = (step: StepParent, context: Context) => viewerRefusal(context, step.cluster, () => completeStepRefusal(step.facts, step.type));
const restartRefusalOf = (step: StepParent, context: Context) => viewerRefusal(context, step.cluster, () => restartStepRefusal(step.facts, step.type));

export const rerunFlowTypeResolvers = {
  RerunFlow: {
    id: ({ flow }: FlowParent) => toGlobalId('RerunFlow', flow.id),
    databaseId: ({ flow }: FlowParent) => flow.id,
    startedDate: ({ flow }: FlowParent) => flow.started_date,
    finishedDate: ({ flow }: FlowParent) => flow.finished_date,
    currentStep: ({ flow }: FlowParent) => flow.current_step,
    steps: async (parent: FlowParent, _args: unknown, context: Context): Promise<StepParent[]> => {
      // An older flow's buttons answer as a finished flow's would: its steps can no longer change.
      const latest = await factsOf(context, parent.cluster);
      const facts = { ...latest, currentStep: parent.flow.current_step };
      return (await rerunFlowSteps(context.db, parent.flow.id)).map((step) => ({ ...parent, ...step, facts }));
    },
    scrapedMenuCount: async ({ cluster }: FlowParent, _args: unknown, context: Context) => (await flowOf(context, cluster.id)).counts.scrapedMenuCount,
    menuCount: async ({ cluster }: FlowParent, _args: unknown, context: Context) => (await flowOf(context, cluster.id)).counts.menuCount,
  },
  RerunStep: {
    type: (step: StepParent) => step.type,
    startedDate: (step: StepParent) => step.started_date,
    finishedDate: (step: StepParent) => step.finished_date,
    abortedDate: (step: StepParent) => step.aborted_date,
    isFinished: (step: StepParent) => isStepFinished(step.flow.current_step, step.type, step.finished_date),
    isCurrent: (step: StepParent) => step.flow.current_step === step.type,
    showsDone: (step: StepParent) => showsDone(step.flow.current_step, step.type),
    canComplete: (step: StepParent, _args: unknown, context: Context) => completeRefusalOf(step, context) === null,
    completeRefusal: (step: StepParent, _args: unknown, context: Context) => completeRefusalOf(step, context),
    completeNeedsConfirmation: (step: StepParent) => completeNeedsConfirmation(step.type),
    showsRestart: (step: StepParent) => showsRestart(step.flow.current_step, step.type),
    canRestart: (step: StepParent, _args: unknown, context: Context) => restartRefusalOf(step, context) === null,
    restartRefusal: (step: StepParent, _args: unknown, context: Context) => restartRefusalOf(step, context),
  },
};
