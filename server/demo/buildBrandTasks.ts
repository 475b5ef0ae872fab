// The brand pipeline (DESIGN.md section 4): every brand has a brand gateway task; an included master whose gateway
// DEFINE view was done has a brand definition and a menu definition task, the latter assignable once brand definition's
// DEFINE view is done. States are planned so every status and every current view shows up for each kind.
import type { DemoBrand } from './buildBrands';
import { MISC_QC_VERIFIED_COMMENTS, MISC_VERIFIED_COMMENTS, NEED_ASSISTANCE_COMMENTS } from './catalogue';
import type { DemoContext, DemoUser, IdSequence } from './context';
import { planValues } from './random';
import { TaskDraft, VIEW_TYPES, type TaskRow, type TaskStatus, type TaskViewRow, type ViewType } from './taskDraft';

type BrandTaskType = 'BRAND_GATEWAY' | 'BRAND_DEFINITION' | 'MENU_DEFINITION';

interface Plan {
  status: TaskStatus;
  view: ViewType;
  /** Resolved by the system (brand definition when every included location has a HIGHEST or MANUAL place match). */
  auto: boolean;
}

const plan = (status: TaskStatus, view: ViewType, auto = false): Plan => ({ status, view, auto });
const NS_DEFINE = plan('NOT_STARTED', 'DEFINE');
const ST_DEFINE = plan('STARTED', 'DEFINE');
const RO_DEFINE = plan('REOPENED', 'DEFINE');
const RESOLVED = plan('RESOLVED', 'QQA');
const RESOLVED_AUTO = plan('RESOLVED', 'QQA', true);
const AFTER_DEFINE: readonly Plan[] = [
  plan('NOT_STARTED', 'QC'),
  plan('NOT_STARTED', 'QQA'),
  plan('STARTED', 'QC'),
  plan('STARTED', 'QQA'),
  RO_DEFINE,
  plan('REOPENED', 'QC'),
  plan('REOPENED', 'QQA'),
  RESOLVED,
];
const EVERY_PLAN: readonly Plan[] = [NS_DEFINE, ST_DEFINE, ...AFTER_DEFINE];

const weights = (resolvedWeight: number, extra: readonly (readonly [Plan, number])[] = []) => [
  ...EVERY_PLAN.map((value) => [value, value === RESOLVED ? resolvedWeight : value.status === 'REOPENED' ? 0.5 : 1] as const),
  ...extra,
];

const REOPEN_REASONS: Record<BrandTaskType, readonly string[]> = {
  BRAND_GATEWAY: ['LOCATIONS_CHANGED', 'LOCATIONS_MOVED_FROM_ANOTHER_BRAND', 'MANUAL_CHANGE', 'UNMARK_BRAND_AS_MASTER', 'SYSTEM_CHANGE'],
  BRAND_DEFINITION: ['RESOLVE_BRAND_GATEWAY_TASK', 'LOCATIONS_CHANGED', 'MANUAL_CHANGE'],
  MENU_DEFINITION: ['RESOLVE_BRAND_DEFINITION_TASK', 'MANUAL_CHANGE', 'LOCATIONS_CHANGED'],
};
const MODIFIABLE_BRAND_FIELDS = ['name', 'website', 'rank', 'businessStatus', 'additionalUrls', 'useBrandNameAsLocationName'];

/** Was the DEFINE view done, and is it done now (a reopen back to DEFINE undoes it)? */
const defineDoneNow = (value: Plan) => !(value.view === 'DEFINE' && value.status !== 'RESOLVED');

export interface BrandTaskResult {
  tasks: TaskRow[];
  views: TaskViewRow[];
  /** Brands whose menu definition DEFINE view is done: their menus exist, created at that time. */
  menuDefined: { brand: DemoBrand; at: Date; definer: DemoUser | null }[];
}

interface BuiltTask {
  draft: TaskDraft;
  views: TaskViewRow[];
  /** When the DEFINE view was (first) done, even if a reopen has since undone it. */
  defineDoneAt: Date | null;
  definer: DemoUser | null;
}

export function buildBrandTasks(ctx: DemoContext, brands: readonly DemoBrand[], taskIds: IdSequence): BrandTaskResult {
  const { random } = ctx;
  const newBrands = brands.filter((brand) => brand.stage === 'NEW');
  const definedBrands = brands.filter((brand) => brand.stage !== 'NEW');
  const gatewayPlans = new Map<DemoBrand, Plan>();
  planValues(random, newBrands.length, [NS_DEFINE, ST_DEFINE], [[NS_DEFINE, 3], [ST_DEFINE, 1]]).forEach((value, index) =>
    gatewayPlans.set(newBrands[index], value),
  );
  planValues(random, definedBrands.length, AFTER_DEFINE, [
    [RESOLVED, 12],
    ...AFTER_DEFINE.filter((value) => value !== RESOLVED).map((value) => [value, value.status === 'REOPENED' ? 0.5 : 1] as const),
  ]).forEach((value, index) => gatewayPlans.set(definedBrands[index], value));

  // Included masters go on to brand definition; it is assignable unless the gateway was reopened back to DEFINE.
  const included = brands.filter((brand) => brand.stage === 'INCLUDED');
  const definable = included.filter((brand) => defineDoneNow(gatewayPlans.get(brand) ?? NS_DEFINE));
  const definitionPlans = new Map<DemoBrand, Plan>();
  planValues(random, definable.length, [...EVERY_PLAN, RESOLVED_AUTO], weights(10, [[RESOLVED_AUTO, 3]])).forEach((value, index) =>
    definitionPlans.set(definable[index], value),
  );
  const menuDefinable = definable.filter((brand) => defineDoneNow(definitionPlans.get(brand) ?? NS_DEFINE));
  const menuPlans = new Map<DemoBrand, Plan>();
  planValues(random, menuDefinable.length, EVERY_PLAN, weights(12)).forEach((value, index) => menuPlans.set(menuDefinable[index], value));

  const result: BrandTaskResult = { tasks: [], views: [], menuDefined: [] };
  const keep = (built: BuiltTask) => {
    result.tasks.push(built.draft.row);
    result.views.push(...built.views);
  };
  for (const brand of brands) {
    ctx.event({ user: null, type: 'CREATE', entityType: 'BRAND', entityId: brand.id, message: `Brand "${brand.row.name}" created`, data: { name: brand.row.name, website: brand.row.website }, at: brand.createdAt });
    const gateway = buildBrandTask(ctx, brand, 'BRAND_GATEWAY', gatewayPlans.get(brand) ?? NS_DEFINE, taskIds.next(), brand.createdAt, true);
    keep(gateway);
    if (gateway.defineDoneAt) recordGatewayDecision(ctx, brand, brands, gateway.definer, gateway.defineDoneAt);
    if (brand.stage !== 'INCLUDED' || !gateway.defineDoneAt) continue;

    const definitionPlan = definitionPlans.get(brand);
    if (definitionPlan?.auto) matchEveryIncludedLocation(brand);
    else if (!defineDoneNow(definitionPlan ?? NS_DEFINE)) leaveLocationsToMatch(brand);
    const definition = buildBrandTask(ctx, brand, 'BRAND_DEFINITION', definitionPlan ?? NS_DEFINE, taskIds.next(), gateway.defineDoneAt, definitionPlan !== undefined);
    keep(definition);
    const menuPlan = menuPlans.get(brand);
    const menuStart = definition.defineDoneAt ?? gateway.defineDoneAt;
    const menu = buildBrandTask(ctx, brand, 'MENU_DEFINITION', menuPlan ?? NS_DEFINE, taskIds.next(), menuStart, menuPlan !== undefined);
    keep(menu);
    if (menuPlan && defineDoneNow(menuPlan) && menu.defineDoneAt) result.menuDefined.push({ brand, at: menu.defineDoneAt, definer: menu.definer });
  }
  return result;
}

function buildBrandTask(ctx: DemoContext, brand: DemoBrand, type: BrandTaskType, target: Plan, id: number, start: Date, assignable: boolean): BuiltTask {
  const { random, pools } = ctx;
  const draft = new TaskDraft(ctx, { id, type, brandId: brand.id, menuId: null, createdAt: start, isAssignable: assignable });
  draft.row.current_view_type = 'DEFINE';
  const views: TaskViewRow[] = VIEW_TYPES.map((view) => ({
    task_id: id,
    type: view,
    status: 'NOT_DONE',
    resolved_by_id: null,
    resolved_date: null,
    modified_brand_fields: [],
    modified_location_ids: [],
    modified_location_ids_unreviewed_by_definer: [],
  }));
  const poolOf = (view: ViewType) => (view === 'DEFINE' ? pools.define : pools.qualityCheck);

  // Play the views that are (or were, before a reopen) done.
  const doneCount = target.status === 'RESOLVED' || target.status === 'REOPENED' ? 3 : VIEW_TYPES.indexOf(target.view);
  let defineDoneAt: Date | null = null;
  let definer: DemoUser | null = null;
  let lastResolver: DemoUser | null = null;
  let lastAt: Date | null = null;
  for (let index = 0; index < doneCount; index++) {
    const view = VIEW_TYPES[index];
    const user = target.auto ? null : ctx.worker(poolOf(view));
    if (user) {
      draft.assign(user);
      draft.start(user);
      if (random.chance(0.4)) draft.note(user, 'SAVE', `Task saved by ${user.name}`, { viewType: view });
    }
    const at = draft.resolveView(view, user);
    Object.assign(views[index], { status: 'DONE', resolved_by_id: user?.id ?? null, resolved_date: at.toISOString() });
    lastResolver = user;
    lastAt = at;
    if (index === 0) {
      defineDoneAt = at;
      definer = user;
      if (user && ctx.count(`miscVerified:${type}`) % 3 === 1) draft.miscVerify(user, random.pick(MISC_VERIFIED_COMMENTS), 'DEFINE');
    }
    if (index === 1 && user && ctx.count(`miscQcVerified:${type}`) % 2 === 1) draft.miscVerify(user, random.pick(MISC_QC_VERIFIED_COMMENTS), 'QC');
    if (index < 2) {
      draft.row.current_view_type = VIEW_TYPES[index + 1];
      draft.row.status = 'NOT_STARTED';
      draft.unassign();
    }
  }
  if (doneCount === 3) {
    draft.resolve(lastResolver, {
      at: lastAt ?? undefined,
      comment: target.auto ? 'every included location has a HIGHEST or MANUAL place match' : undefined,
    });
    draft.row.current_view_type = 'QQA';
  }

  if (target.status === 'REOPENED') {
    const reason = random.pick(REOPEN_REASONS[type]);
    const by = reason === 'SYSTEM_CHANGE' ? null : reason === 'LOCATIONS_CHANGED' ? ctx.worker(pools.define) : ctx.worker([...pools.leads, ...pools.qualityCheck]);
    draft.reopen(reason, by);
    const current = VIEW_TYPES.indexOf(target.view);
    draft.row.current_view_type = target.view;
    for (const view of views.slice(current)) Object.assign(view, { status: 'NOT_DONE', resolved_by_id: null, resolved_date: null });
  }

  if (target.status !== 'RESOLVED') settleOpenTask(ctx, brand, draft, views, target, assignable, poolOf);
  return { draft, views, defineDoneAt, definer };
}

/** The open task's final touches: a view needing review, the assignee, awaiting. */
function settleOpenTask(
  ctx: DemoContext,
  brand: DemoBrand,
  draft: TaskDraft,
  views: TaskViewRow[],
  target: Plan,
  assignable: boolean,
  poolOf: (view: ViewType) => readonly DemoUser[],
): void {
  const { random } = ctx;
  const type = draft.row.type;
  const current = VIEW_TYPES.indexOf(target.view);
  if (current >= 1 && ctx.count(`needsReview:${type}`) % 3 === 1) {
    const view = views[current - 1];
    const locationIds = random.sample(brand.locations.map((location) => location.row.id), random.int(1, 2)).sort((a, b) => a - b);
    view.status = 'NEEDS_REVIEW';
    view.modified_brand_fields = random.sample(MODIFIABLE_BRAND_FIELDS, random.int(1, 2)).sort();
    view.modified_location_ids = locationIds;
    view.modified_location_ids_unreviewed_by_definer = view.type === 'DEFINE' ? locationIds.slice(0, 1) : [];
  }
  if (!assignable) return;

  const wantsAssignee = target.status === 'STARTED' || random.chance(target.status === 'REOPENED' ? 0.5 : 0.35);
  const assignee = wantsAssignee ? ctx.assignee(poolOf(target.view), type) : null;
  if (assignee) {
    draft.assign(assignee, random.chance(0.2) ? random.pick(ctx.pools.leads) : assignee);
    if (target.status === 'STARTED') draft.start(assignee);
  }
  if (target.status === 'STARTED') draft.row.status = 'STARTED';

  const awaitingTurn = ctx.count(`awaiting:${type}`);
  if (awaitingTurn % 4 === 1) {
    const messy = Math.floor(awaitingTurn / 4) % 2 === 0;
    if (messy) brand.row.messiness_score = Math.max(brand.row.messiness_score, random.int(70, 100));
    draft.markAwaiting(
      assignee ?? ctx.worker(poolOf(target.view)),
      messy ? 'MESSY_BRAND' : 'NEED_ASSISTANCE',
      messy ? null : random.pick(NEED_ASSISTANCE_COMMENTS),
    );
  }
}

/** The gateway's DEFINE decision, as the brand's own history shows it. */
function recordGatewayDecision(ctx: DemoContext, brand: DemoBrand, brands: readonly DemoBrand[], definer: DemoUser | null, at: Date): void {
  const base = { user: definer, entityType: 'BRAND', entityId: brand.id, at };
  if (brand.stage === 'SLAVE') {
    const master = brands.find((candidate) => candidate.id === brand.row.master_brand_id);
    ctx.event({ ...base, type: 'MARK_AS_SLAVE', message: `Marked as slave of "${master?.row.name ?? 'unknown'}"`, data: { masterBrandId: brand.row.master_brand_id } });
  } else if (brand.stage === 'EXCLUDED') {
    ctx.event({ ...base, type: 'UPDATE', message: `Brand excluded: ${(brand.row.exclusion_reason ?? '').toLowerCase().replace(/_/g, ' ')}`, data: { status: 'EXCLUDED', exclusionReason: brand.row.exclusion_reason } });
  } else {
    ctx.event({ ...base, type: 'MARK_AS_MASTER', message: 'Marked as master', data: { rank: 'MASTER' } });
    ctx.event({ ...base, type: 'UPDATE', message: 'Brand included', data: { status: 'INCLUDED' } });
  }
}

/**
 * A brand definition task still at DEFINE has work on its map: its second automatically matched included location loses
 * its place match, so the definer finds it unmatched with its place among the suggestions. By position, not by chance,
 * so the rest of the demo data stays as it was.
 */
function leaveLocationsToMatch(brand: DemoBrand): void {
  const matched = brand.locations.filter((location) => location.row.status === 'INCLUDED' && location.row.google_location_id !== null && location.row.google_match_rank !== 'MANUAL');
  for (const location of matched.slice(1, 2)) {
    location.row.google_location_id = null;
    location.row.google_match_rank = 'NO';
    location.row.is_has_no_google_match_confirmed = false;
  }
}

/** Brand definition resolves itself when every included location has a HIGHEST or MANUAL place match. */
function matchEveryIncludedLocation(brand: DemoBrand): void {
  for (const location of brand.locations) {
    if (location.row.status !== 'INCLUDED') continue;
    if (!location.google) {
      location.row.status = 'EXCLUDED';
      location.row.exclusion_reason = 'NO_GOOGLE_MATCH';
    } else if (location.row.google_match_rank !== 'MANUAL') {
      location.row.google_match_rank = 'HIGHEST';
    }
  }
}
