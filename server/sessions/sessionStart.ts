// Starting a session (spec 3, sections 4, 5, 7 and 8; DESIGN.md section 5, "Sessions"; docs/sessions.md), one transaction
// in the caller's hands, as a write path of the house does: the cluster locked and editable by the actor (its assignee or
// an admin) and the rerun flow step offering the form (machines/rerunFlowMachine.ts sessionStartRefusal), the menus
// selected (sessionMenusSelection.ts) and their availability read, the plan made before anything is scheduled
// (sessionPlanner.ts, on the session clock of sessionTiming.ts), the start decision asked (sessionStartDecision.ts), and
// either its SCRAPING_SESSION_* answer thrown with the dialog's data in the error's extensions, or the session and its
// jobs scheduled (sessionScheduling.ts) with the session's history event. A refusal writes nothing.
import { sessionStartRefusal, type SessionFormKind } from '../../machines/rerunFlowMachine';
import { RERUN_MENU_COUNT, RERUN_MENUS_PER_SLOT_MAX, sessionStartErrorMessage, type SessionStartError } from '../../domain/scrapingSessions';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { editableCluster, throwRefusal, type Actor } from '../clusters/clusterAccess';
import type { ClusterRow } from '../clusters/clusterRows';
import { latestRerunFlow } from '../clusters/rerunFlowRows';
import { appError } from '../graphql/errors';
import { recordEvent } from '../history/eventRows';
import { politenessDomainOf } from '../scraping/politeness';
import { menuAvailabilities } from './menuAvailabilityRows';
import { refuseMenusInRunningSessions } from './sessionOverlap';
import { selectByRolesOrIds, selectByStatuses, selectForReruns, type SessionCandidate } from './sessionMenusSelection';
import { planSession, type MenuToPlan } from './sessionPlanner';
import { findSession, SESSION_ENTITY_TYPE, type SessionKind, type SessionRow } from './sessionRows';
import { scheduleSession } from './sessionScheduling';
import { decideSessionStart, type SessionSelectionKind } from './sessionStartDecision';
import { type RerunsForm, type RolesOrIdsForm, type StatusesForm } from './sessionStartInput';
import { planInRealTime, sessionTimingOf } from './sessionTiming';

/** The site a menu's requests go to (its politeness key); a menu without a usable URL is its own site. */
function siteKeyOf(candidate: SessionCandidate): string {
  try {
    return politenessDomainOf(new URL(candidate.url ?? ''));
  } catch {
    return `menu-${candidate.menuId}`;
  }
}

export const sessionStartError = (error: SessionStartError) => {
  const { type, ...data } = error;
  return appError(type, sessionStartErrorMessage(error), data);
};

interface Planning {
  kind: SessionKind;
  selectionKind: SessionSelectionKind;
  candidates: SessionCandidate[];
  timeSlotCount: number | 'MINIMUM';
  ignoreWorkingHours: boolean;
  perSlotMax: number;
  isStartSessionConfirmed: boolean;
  cluster: ClusterRow | null;
  rerunFlowId: number | null;
  template: { id: number; version: number } | null;
  configuration: Record<string, unknown>;
}

async function planAndSchedule(tx: Queryable, config: Pick<Config, 'sessionTiming'>, planning: Planning, actor: Actor): Promise<SessionRow> {
  await refuseMenusInRunningSessions(tx, planning.candidates.map((candidate) => candidate.menuId));
  const availability = await menuAvailabilities(tx, planning.candidates.map((candidate) => candidate.menuId));
  const menus: MenuToPlan[] = planning.candidates.map((candidate) => ({
    menuId: candidate.menuId,
    siteKey: siteKeyOf(candidate),
    role: candidate.role,
    availability: availability.get(candidate.menuId)!,
  }));
  const timing = sessionTimingOf(config);
  const plan = planInRealTime(
    planSession({ now: timing.planningNow, timeSlotCount: planning.timeSlotCount, ignoreWorkingHours: planning.ignoreWorkingHours, perSlotMax: planning.perSlotMax, menus }),
    timing,
  );
  const decision = decideSessionStart({
    selectionKind: planning.selectionKind,
    selectedMenus: planning.candidates.map((candidate) => ({ menuId: candidate.menuId, role: candidate.role, source: candidate.source })),
    plan,
    isStartSessionConfirmed: planning.isStartSessionConfirmed,
  });
  if (decision.kind === 'REFUSE') throw sessionStartError(decision.error);

  const sessionId = await scheduleSession(tx, {
    kind: planning.kind,
    clusterId: planning.cluster?.id ?? null,
    rerunFlowId: planning.rerunFlowId,
    createdById: actor.userId,
    configuration: planning.configuration,
    template: planning.template,
    plan: decision.plan,
    slotDurationMs: timing.slotDurationMs,
  });
  const session = (await findSession(tx, sessionId))!;
  await recordEvent(tx, {
    userId: actor.userId,
    type: 'CREATE',
    subType: 'START_HTML_SCRAPING_SESSION',
    entityType: SESSION_ENTITY_TYPE,
    entityId: sessionId,
    message:
      `HTML scraping session ${sessionId} started${planning.cluster ? ` on cluster ${planning.cluster.id}` : ' from the reruns page'}: ` +
      `${session.total_menu_count} menus over ${session.time_slot_count} time slots` +
      (plan.unavailableMenuIds.length > 0 ? ` (${plan.unavailableMenuIds.length} unavailable menus left out)` : ''),
    data: {
      kind: planning.kind,
      menuScrapingClusterId: planning.cluster?.id ?? null,
      configuration: planning.configuration,
      totalMenuCount: session.total_menu_count,
      timeSlotCount: session.time_slot_count,
      unavailableMenuIds: plan.unavailableMenuIds,
      templateId: planning.template?.id ?? null,
      templateVersion: planning.template?.version ?? null,
    },
  });
  return session;
}

/** The cluster's template (its own or its master's) and its current version: what the session's jobs run. */
async function clusterTemplate(tx: Queryable, cluster: ClusterRow): Promise<{ id: number; version: number } | null> {
  const rows = await tx.query<{ id: number; version: number }>(
    `SELECT t.id, t.scraping_instructions_version AS version FROM menu_scraping_clusters c
       LEFT JOIN menu_scraping_clusters master ON master.id = c.master_id
       JOIN menu_scraping_templates t ON t.id = COALESCE(c.menu_scraping_template_id, master.menu_scraping_template_id) AND t.deleted_date IS NULL
      WHERE c.id = $1`,
    [cluster.id],
  );
  return rows[0] ?? null;
}

async function clusterOpenFor(tx: Queryable, clusterId: number, form: SessionFormKind, actor: Actor): Promise<{ cluster: ClusterRow; rerunFlowId: number | null }> {
  const cluster = await editableCluster(tx, clusterId, actor);
  throwRefusal(sessionStartRefusal(cluster.rerun_step_type, form));
  return { cluster, rerunFlowId: (await latestRerunFlow(tx, clusterId))?.id ?? null };
}

export async function startClusterSessionByStatuses(tx: Queryable, config: Pick<Config, 'sessionTiming'>, clusterId: number, form: StatusesForm, actor: Actor): Promise<SessionRow> {
  const { cluster, rerunFlowId } = await clusterOpenFor(tx, clusterId, 'STATUSES', actor);
  return planAndSchedule(
    tx,
    config,
    {
      kind: 'CLUSTER_SCRAPING',
      selectionKind: 'CLUSTER_STATUSES',
      candidates: await selectByStatuses(tx, cluster.id, form.menuStatuses, form.scrapingStatuses),
      timeSlotCount: form.timeSlotCount,
      ignoreWorkingHours: cluster.are_working_hours_irrelevant || (form.ignoreWorkingHours ?? false),
      perSlotMax: Infinity,
      isStartSessionConfirmed: form.isStartSessionConfirmed,
      cluster,
      rerunFlowId,
      template: await clusterTemplate(tx, cluster),
      configuration: form.configuration,
    },
    actor,
  );
}

export async function startClusterSessionByRolesOrIds(tx: Queryable, config: Pick<Config, 'sessionTiming'>, clusterId: number, form: RolesOrIdsForm, actor: Actor): Promise<SessionRow> {
  const { cluster, rerunFlowId } = await clusterOpenFor(tx, clusterId, 'ROLES_OR_IDS', actor);
  return planAndSchedule(
    tx,
    config,
    {
      kind: 'CLUSTER_VALIDATION',
      selectionKind: 'CLUSTER_ROLES_OR_IDS',
      candidates: await selectByRolesOrIds(tx, cluster.id, form),
      timeSlotCount: form.timeSlotCount,
      ignoreWorkingHours: cluster.are_working_hours_irrelevant || (form.ignoreWorkingHours ?? false),
      perSlotMax: Infinity,
      isStartSessionConfirmed: form.isStartSessionConfirmed,
      cluster,
      rerunFlowId,
      template: await clusterTemplate(tx, cluster),
      configuration: form.configuration,
    },
    actor,
  );
}

export async function startRerunsSession(tx: Queryable, config: Pick<Config, 'sessionTiming'>, form: RerunsForm, actor: Actor): Promise<SessionRow> {
  // By statuses: the form's count, or with include-all as many as the slots hold (never more than the count's maximum).
  const limit = form.includeAllAvailableMenus ? Math.min(RERUN_MENU_COUNT.max, form.timeSlotCount * RERUN_MENUS_PER_SLOT_MAX) : (form.menuCount ?? 0);
  const candidates = await selectForReruns(tx, { menuIds: form.menuIds, menuStatuses: form.menuStatuses, scrapedBeforeDate: form.scrapedBeforeDate, limit });
  return planAndSchedule(
    tx,
    config,
    {
      kind: 'RERUNS',
      selectionKind: form.menuIds.length > 0 ? 'RERUNS_BY_IDS' : 'RERUNS_BY_STATUSES',
      candidates,
      timeSlotCount: form.timeSlotCount,
      ignoreWorkingHours: form.ignoreWorkingHours,
      perSlotMax: RERUN_MENUS_PER_SLOT_MAX,
      isStartSessionConfirmed: form.isStartSessionConfirmed,
      cluster: null,
      rerunFlowId: null,
      template: null,
      configuration: form.configuration,
    },
    actor,
  );
}
