// What the palette offers for the task lists from anywhere in the app: each list the person may open (as they left it,
// their assigned tasks, the awaiting ones). Tasks by number are the palette's search's (Query.search), which offers
// only tasks that exist. Pure: paths only, the component binds them to navigation.
import type { TaskListDefinition } from './taskListDefinitions';
import { awaitingTasksPath, listPath, myAssignedTasksPath } from './taskListLogic';

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
