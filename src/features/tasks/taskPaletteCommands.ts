// What the palette offers for the task lists from anywhere in the app: each list the person may open (as they left it,
// their assigned tasks, the awaiting ones), and, when the search text holds a number, opening that task of each kind
// or the dish review task of that menu. Pure: paths only, the component binds them to navigation.
import type { TaskListDefinition } from './taskListDefinitions';
import { awaitingTasksPath, listPath, myAssignedTasksPath, taskPath } from './taskListLogic';

export interface PathCommand {
  id: string;
  title: string;
  keywords: string[];
  /** Read when the command runs, so a list opens with the filters it was last left with. */
  path: () => string;
}

/** Commands to go to each list, with the presets a curator reaches for most. */
export function listCommands(
  lists: readonly TaskListDefinition[],
  userId: number | null,
  remembered: (list: TaskListDefinition) => string | null,
): PathCommand[] {
  return lists.flatMap((list) => [
    { id: `tasks.go.${list.slug}`, title: `Go to ${list.title} tasks`, keywords: ['list', 'queue'], path: () => listPath(list, remembered(list)) },
    ...(userId === null
      ? []
      : [{ id: `tasks.mine.${list.slug}`, title: `Go to ${list.title}: my assigned tasks`, keywords: ['mine', 'assigned'], path: () => myAssignedTasksPath(list, userId) }]),
    { id: `tasks.awaiting.${list.slug}`, title: `Go to ${list.title}: awaiting tasks`, keywords: ['awaiting', 'blocked'], path: () => awaitingTasksPath(list) },
  ]);
}

/** The task number in a search like "37", "#37", "task 37" or "gateway 37"; null when there is none. */
export function taskNumberIn(search: string): number | null {
  const match = /(?:^|[\s#])(\d{1,9})\s*$/.exec(search.trim());
  if (!match) return null;
  const value = Number(match[1]);
  return value > 0 ? value : null;
}

/** Words that say nothing about which kind is meant. */
const GENERIC_WORDS = new Set(['open', 'task', 'tasks', 'go', 'to', 'number', 'id']);

/** The words typed before the number that name a kind ("gateway", "menu"), lower case. */
function kindWordsIn(search: string): string[] {
  return search
    .toLowerCase()
    .replace(/\d+\s*$/, '')
    .split(/[\s#:-]+/)
    .filter((word) => word && !GENERIC_WORDS.has(word));
}

const names = (haystack: string, words: readonly string[]) => words.every((word) => haystack.includes(word));

/**
 * Opening a task by number: one command per kind the person may open, and the dish review task of a menu, narrowed to
 * the kinds the words before the number name ("gateway 37", "menu 12"). The search text is a keyword of each, so the
 * palette keeps them whatever words stand before the number.
 */
export function openTaskCommands(search: string, lists: readonly TaskListDefinition[], canOpenDishReview: boolean): PathCommand[] {
  const number = taskNumberIn(search);
  if (number === null) return [];
  const words = kindWordsIn(search);
  const keywords = [search, 'open', 'task', String(number)];
  const byKind = lists
    .filter((list) => names(`${list.title.toLowerCase()} ${list.slug}`, words))
    .map((list) => ({
      id: `tasks.open.${list.slug}.${number}`,
      title: `Open ${list.title} task ${number}`,
      keywords: [...keywords, list.title, list.slug],
      path: () => taskPath(list, number),
    }));
  const byMenu =
    canOpenDishReview && names('dish review of menu', words)
      ? [{ id: `tasks.open.dish-review-of-menu.${number}`, title: `Open the dish review task of menu ${number}`, keywords: [...keywords, 'menu'], path: () => `/tasks/dish-review/from-menu-id/${number}` }]
      : [];
  return [...byKind, ...byMenu];
}
