// The review views of brand tasks: DEFINE -> QC -> QQA, each resolved with who and when, and a view whose brand fields
// or locations a later view changed marked NEEDS_REVIEW.
import { assign, setup } from 'xstate';
import type { TaskView, ViewType } from './taskTypes';
import { VIEW_TYPES } from './taskTypes';

export interface ReviewViewsContext {
  currentViewType: ViewType;
  views: TaskView[];
}

export type ReviewViewsEvent =
  | { type: 'RESOLVE_VIEW'; byUserId: number; at: string }
  | { type: 'REOPEN' }
  | { type: 'MARK_NEEDS_REVIEW'; viewType: ViewType };

export function initialViews(): TaskView[] {
  return VIEW_TYPES.map((type) => ({ type, status: 'NOT_DONE', resolvedById: null, resolvedDate: null }));
}

export function nextViewType(viewType: ViewType): ViewType | null {
  const index = VIEW_TYPES.indexOf(viewType);
  return VIEW_TYPES[index + 1] ?? null;
}

export function isLastView(viewType: ViewType | null): boolean {
  return viewType !== null && nextViewType(viewType) === null;
}

/** Marks the current view done by the user; the next view becomes current (the last one stays current). */
export function resolveView(context: ReviewViewsContext, byUserId: number, at: string): ReviewViewsContext {
  const views = context.views.map((view) =>
    view.type === context.currentViewType ? { ...view, status: 'DONE' as const, resolvedById: byUserId, resolvedDate: at } : view,
  );
  return { views, currentViewType: nextViewType(context.currentViewType) ?? context.currentViewType };
}

/** Back to DEFINE with every view to do again; who resolved them last is kept for the record. */
export function reopenViews(context: ReviewViewsContext): ReviewViewsContext {
  return { currentViewType: 'DEFINE', views: context.views.map((view) => ({ ...view, status: 'NOT_DONE' as const })) };
}

export function markNeedsReview(context: ReviewViewsContext, viewType: ViewType): ReviewViewsContext {
  return {
    ...context,
    views: context.views.map((view) => (view.type === viewType && view.status === 'DONE' ? { ...view, status: 'NEEDS_REVIEW' as const } : view)),
  };
}

export function stateOfViews(context: ReviewViewsContext): 'define' | 'qc' | 'qqa' | 'done' {
  const current = context.views.find((view) => view.type === context.currentViewType);
  if (context.currentViewType === 'QQA' && current?.status === 'DONE') return 'done';
  return context.currentViewType.toLowerCase() as 'define' | 'qc' | 'qqa';
}

export const reviewViewsMachine = setup({
  types: {
    context: {} as ReviewViewsContext,
    events: {} as ReviewViewsEvent,
    input: {} as ReviewViewsContext,
  },
  actions: {
    resolveCurrentView: assign(({ context, event }) => (event.type === 'RESOLVE_VIEW' ? resolveView(context, event.byUserId, event.at) : context)),
    reopen: assign(({ context }) => reopenViews(context)),
    markNeedsReview: assign(({ context, event }) => (event.type === 'MARK_NEEDS_REVIEW' ? markNeedsReview(context, event.viewType) : context)),
  },
  guards: {
    viewIsDone: ({ context, event }) =>
      event.type === 'MARK_NEEDS_REVIEW' && context.views.some((view) => view.type === event.viewType && view.status === 'DONE'),
  },
}).createMachine({
  id: 'reviewViews',
  context: ({ input }) => input,
  initial: 'define',
  on: {
    MARK_NEEDS_REVIEW: { guard: 'viewIsDone', actions: 'markNeedsReview' },
  },
  states: {
    define: { on: { RESOLVE_VIEW: { target: 'qc', actions: 'resolveCurrentView' } } },
    qc: { on: { RESOLVE_VIEW: { target: 'qqa', actions: 'resolveCurrentView' } } },
    qqa: { on: { RESOLVE_VIEW: { target: 'done', actions: 'resolveCurrentView' } } },
    done: { on: { REOPEN: { target: 'define', actions: 'reopen' } } },
  },
});
