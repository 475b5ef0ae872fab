// Where '/' takes a signed-in person: their first task list (in the hub's order) that has work in it as they will see
// it, else the first list they may open, else the page a protected route falls back to (/users for those who may list
// users). A deliberate deviation from the spec's "/ redirects to /users": see docs/decisions.md.
import { personalListDefaults } from '../../features/tasks/personalListDefaults';
import type { TaskListDefinition } from '../../features/tasks/taskListDefinitions';
import { listPath, listQueryVariables, type FilterInputValue } from '../../features/tasks/taskListLogic';
import { readListState } from '../../features/tasks/taskListQueryString';
import type { Actor } from '../../../machines/taskTypes';

export interface LandingCandidate {
  list: TaskListDefinition;
  /** The list's path as the person opens it (with their remembered filters, if any). */
  path: string;
  /** The GraphQL filters of what the list will show there: remembered filters, else the person's defaults. */
  filters: Record<string, FilterInputValue>;
}

export function landingCandidates(allowed: readonly TaskListDefinition[], actor: Actor | null, remembered: (list: TaskListDefinition) => string | null): LandingCandidate[] {
  return allowed.map((list) => {
    const query = remembered(list);
    const state = readListState(list, new URLSearchParams(query ?? ''), personalListDefaults(list, actor));
    return { list, path: listPath(list, query), filters: listQueryVariables(list, state).filters };
  });
}

/**
 * The landing path: the first candidate whose total is above zero; the first candidate when none has work (or the totals
 * could not be read: `totals` null); the fallback when the person may open no list.
 */
export function landingPath(candidates: readonly LandingCandidate[], totals: ReadonlyMap<TaskListDefinition, number> | null, fallback: string | null): string | null {
  const withWork = totals ? candidates.find((candidate) => (totals.get(candidate.list) ?? 0) > 0) : undefined;
  return (withWork ?? candidates[0])?.path ?? fallback;
}
