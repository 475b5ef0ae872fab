import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { initialViews, reviewViewsMachine, stateOfViews, type ReviewViewsEvent } from './reviewViewsMachine';

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
