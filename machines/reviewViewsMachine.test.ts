import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { createActor } from 'xstate';
import {
  initialViews,
  isLastView,
  markNeedsReview,
  nextViewType,
  reopenViews,
  resolveView,
  reviewViewsMachine,
  stateOfViews,
  type ReviewViewsContext,
  type ReviewViewsEvent,
} from './reviewViewsMachine';

const at = '2026-11-22T10:00:00.000Z';

describe('review views', () => {
  it('walks DEFINE, QC, QQA and marks only done views as needing review', async () => {
    const events: ReviewViewsEvent[] = [
      { type: 'RESOLVE_VIEW', byUserId: 1, at },
      { type: 'MARK_NEEDS_REVIEW', viewType: 'DEFINE' },
      { type: 'REOPEN' },
    ];
    const model = createTestModel(reviewViewsMachine, { events });
    const paths = model.getShortestPaths({ input: { currentViewType: 'DEFINE', views: initialViews() } } as never);
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
    expect([...reached].sort()).toEqual(['define', 'done', 'qc', 'qqa']);
    for (const path of paths) {
      await path.test({
        states: {
          '*': (snapshot) => {
            expect(stateOfViews(snapshot.context)).toBe(snapshot.value);
            const done = snapshot.context.views.filter((view) => view.status !== 'NOT_DONE');
            expect(done.every((view) => view.resolvedById === 1)).toBe(true);
          },
        },
      });
    }
  });
});

describe('the order of the views', () => {
  it('goes DEFINE, QC, QQA and stops there', () => {
    expect(nextViewType('DEFINE')).toBe('QC');
    expect(nextViewType('QC')).toBe('QQA');
    expect(nextViewType('QQA')).toBeNull();
    expect(isLastView('QQA')).toBe(true);
    expect(isLastView('QC')).toBe(false);
    expect(isLastView('DEFINE')).toBe(false);
    expect(isLastView(null)).toBe(false);
  });
});

describe('resolving, reopening and marking views', () => {
  const inDefine: ReviewViewsContext = {
    currentViewType: 'DEFINE',
    views: [
      { type: 'DEFINE', status: 'NOT_DONE', resolvedById: null, resolvedDate: null },
      { type: 'QC', status: 'NOT_DONE', resolvedById: null, resolvedDate: null },
      { type: 'QQA', status: 'NOT_DONE', resolvedById: null, resolvedDate: null },
    ],
  };
  const allDone = (): ReviewViewsContext => {
    const qc = resolveView(inDefine, 1, at);
    const qqa = resolveView(qc, 2, at);
    return resolveView(qqa, 3, at);
  };

  it('marks only the current view done, with who and when, and moves to the next', () => {
    expect(resolveView(inDefine, 7, at)).toEqual({
      currentViewType: 'QC',
      views: [
        { type: 'DEFINE', status: 'DONE', resolvedById: 7, resolvedDate: at },
        { type: 'QC', status: 'NOT_DONE', resolvedById: null, resolvedDate: null },
        { type: 'QQA', status: 'NOT_DONE', resolvedById: null, resolvedDate: null },
      ],
    });
  });

  it('keeps QQA current once it is resolved', () => {
    const done = allDone();
    expect(done.currentViewType).toBe('QQA');
    expect(done.views.map((view) => [view.status, view.resolvedById])).toEqual([['DONE', 1], ['DONE', 2], ['DONE', 3]]);
    expect(stateOfViews(done)).toBe('done');
  });

  it('names the state by the current view until QQA is done', () => {
    expect(stateOfViews(inDefine)).toBe('define');
    expect(stateOfViews(resolveView(inDefine, 1, at))).toBe('qc');
    const inQqa = resolveView(resolveView(inDefine, 1, at), 2, at);
    expect(stateOfViews(inQqa)).toBe('qqa');
    expect(stateOfViews({ ...inQqa, views: inQqa.views.map((view) => (view.type === 'QQA' ? { ...view, status: 'NEEDS_REVIEW' } : view)) })).toBe('qqa');
    // A done QC view does not make a task in QC done.
    expect(stateOfViews({ currentViewType: 'QC', views: initialViews().map((view) => ({ ...view, status: 'DONE' })) })).toBe('qc');
  });

  it('reopens to DEFINE with every view to do, keeping who resolved them', () => {
    expect(reopenViews(allDone())).toEqual({
      currentViewType: 'DEFINE',
      views: [
        { type: 'DEFINE', status: 'NOT_DONE', resolvedById: 1, resolvedDate: at },
        { type: 'QC', status: 'NOT_DONE', resolvedById: 2, resolvedDate: at },
        { type: 'QQA', status: 'NOT_DONE', resolvedById: 3, resolvedDate: at },
      ],
    });
  });

  it('marks a done view as needing review, and leaves views not done alone', () => {
    const qc = resolveView(inDefine, 1, at);
    expect(markNeedsReview(qc, 'DEFINE').views.map((view) => view.status)).toEqual(['NEEDS_REVIEW', 'NOT_DONE', 'NOT_DONE']);
    expect(markNeedsReview(qc, 'QC')).toEqual(qc);
    expect(markNeedsReview(allDone(), 'QC').views.map((view) => view.status)).toEqual(['DONE', 'NEEDS_REVIEW', 'DONE']);
  });

  it('lets the machine mark only a done view as needing review', () => {
    const actor = createActor(reviewViewsMachine, { input: inDefine }).start();
    actor.send({ type: 'MARK_NEEDS_REVIEW', viewType: 'DEFINE' });
    expect(actor.getSnapshot().context).toEqual(inDefine);
    actor.send({ type: 'RESOLVE_VIEW', byUserId: 1, at });
    actor.send({ type: 'MARK_NEEDS_REVIEW', viewType: 'QC' });
    expect(actor.getSnapshot().context.views.map((view) => view.status)).toEqual(['DONE', 'NOT_DONE', 'NOT_DONE']);
    actor.send({ type: 'MARK_NEEDS_REVIEW', viewType: 'DEFINE' });
    expect(actor.getSnapshot().context.views.map((view) => view.status)).toEqual(['NEEDS_REVIEW', 'NOT_DONE', 'NOT_DONE']);
    expect(actor.getSnapshot().value).toBe('qc');
  });

  it('runs the machine to done and back to define on reopen', () => {
    const actor = createActor(reviewViewsMachine, { input: inDefine }).start();
    actor.send({ type: 'REOPEN' });
    expect(actor.getSnapshot().value).toBe('define');
    for (const byUserId of [1, 2, 3]) actor.send({ type: 'RESOLVE_VIEW', byUserId, at });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context).toEqual(allDone());
    actor.send({ type: 'REOPEN' });
    expect(actor.getSnapshot().value).toBe('define');
    expect(actor.getSnapshot().context).toEqual(reopenViews(allDone()));
  });
});
