import { describe, expect, it, vi } from 'vitest';
import { claimEarlyQuery, earlyQueriesArrived, startEarlyQuery } from './earlyQueries';

// A real generated list query: five declared variables, none with a default.
import listQuery from '../features/tasks/__generated__/BrandGatewayTaskListQuery.graphql';

const NAME = 'BrandGatewayTaskListQuery';

describe('early queries', () => {
  it('hands the answer under way to the matching request once, whatever order its variables were built in', async () => {
    const send = vi.fn(async (_request: { variables: unknown; operationName: string }) => ({ data: { brandGatewayTasks: { total: 0, items: [] } } }));
    startEarlyQuery(listQuery, { page: 1, pageSize: 10, filters: { viewType: 'DEFINE', statuses: ['NOT_STARTED'] } }, send);
    expect(send).toHaveBeenCalledTimes(1);
    // Relay completes the variables with the operation's own (null for the undeclared defaults) before it fetches.
    const asRelayAsks = { filters: { statuses: ['NOT_STARTED'], viewType: 'DEFINE' }, page: 1, pageSize: 10, sortingCriterion: null, sortingOrder: null };
    expect(send.mock.calls[0][0]).toMatchObject({ operationName: NAME, variables: asRelayAsks });
    await expect(claimEarlyQuery(NAME, asRelayAsks)).resolves.toEqual({ data: { brandGatewayTasks: { total: 0, items: [] } } });
    expect(claimEarlyQuery(NAME, asRelayAsks)).toBeUndefined();
  });

  it('answers nothing for other variables, and starts a request only once while it is unclaimed', () => {
    const send = vi.fn(async () => ({ data: null }));
    startEarlyQuery(listQuery, { page: 2, pageSize: 10 }, send);
    startEarlyQuery(listQuery, { pageSize: 10, page: 2 }, send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(claimEarlyQuery(NAME, { filters: null, page: 3, pageSize: 10, sortingCriterion: null, sortingOrder: null })).toBeUndefined();
    expect(claimEarlyQuery(NAME, { filters: null, page: 2, pageSize: 10, sortingCriterion: null, sortingOrder: null })).toBeDefined();
  });

  it('drops an answer nobody claimed in time', () => {
    vi.useFakeTimers();
    try {
      startEarlyQuery(listQuery, { page: 4, pageSize: 10 }, async () => ({ data: null }));
      vi.advanceTimersByTime(10_001);
      expect(claimEarlyQuery(NAME, { filters: null, page: 4, pageSize: 10, sortingCriterion: null, sortingOrder: null })).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('an early answer that has arrived', () => {
  it('is handed over as it is, not as a promise, so that Relay renders from it without suspending', async () => {
    startEarlyQuery(listQuery, { page: 5, pageSize: 10 }, async () => ({ data: { brandGatewayTasks: { total: 1, items: [] } } }));
    await earlyQueriesArrived();
    expect(claimEarlyQuery(NAME, { filters: null, page: 5, pageSize: 10, sortingCriterion: null, sortingOrder: null })).toEqual({ data: { brandGatewayTasks: { total: 1, items: [] } } });
  });
});
