// The task frame's keyboard shortcuts and palette commands: every action of the action bar, each listed once in the
// shortcut sheet (group 'Task page') and once in the palette (group 'Task'), enabled exactly when the action is.
import { useMemo } from 'react';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';

const TASK_GROUP = 'Task';
const SHORTCUT_GROUP = 'Task page';

export interface TaskFrameActions {
  toggleAssign(): void;
  save(): void;
  done(): void;
  doneInDebugMode(): void;
  awaiting(): void;
  reopen(): void;
  history(): void;
  back(): void;
}

export interface TaskFrameCommandState {
  assignChecked: boolean;
  assignEnabled: boolean;
  saveEnabled: boolean;
  resolveEnabled: boolean;
  isAwaiting: boolean;
  awaitingEnabled: boolean;
  reopenEnabled: boolean;
  debugResolve: boolean;
  busy: boolean;
}

export function useTaskFrameCommands(actions: TaskFrameActions, state: TaskFrameCommandState): void {
  useShortcut('mod+shift+s', (event) => {
    event.preventDefault();
    actions.save();
  }, { description: 'Save the task', group: SHORTCUT_GROUP });
  useShortcut('mod+enter', (event) => {
    event.preventDefault();
    actions.done();
  }, { description: 'Done: resolve the task', group: SHORTCUT_GROUP });
  useShortcut('a', actions.toggleAssign, { description: 'Assign to me (or unassign)', group: SHORTCUT_GROUP });
  useShortcut('w', actions.awaiting, { description: 'Mark or unmark as awaiting', group: SHORTCUT_GROUP });
  useShortcut('b', actions.back, { description: 'Go back to the list', group: SHORTCUT_GROUP });
  useShortcut('h', actions.history, { description: 'Open the task’s history', group: SHORTCUT_GROUP });

  const commandKey = Object.values(state).join();
  const commands = useMemo<Command[]>(
    () => [
      { id: 'task.assign', title: state.assignChecked ? 'Unassign me' : 'Assign to me', group: TASK_GROUP, shortcut: 'A', disabled: !state.assignEnabled, run: actions.toggleAssign },
      { id: 'task.save', title: 'Save', group: TASK_GROUP, shortcut: 'Ctrl+Shift+S', disabled: !state.saveEnabled, run: actions.save },
      { id: 'task.done', title: 'Done', keywords: ['resolve'], group: TASK_GROUP, shortcut: 'Ctrl+Enter', disabled: !state.resolveEnabled, run: actions.done },
      ...(state.debugResolve
        ? [{ id: 'task.doneDebug', title: 'Resolve with debug mode scraping', group: TASK_GROUP, disabled: !state.resolveEnabled, run: actions.doneInDebugMode }]
        : []),
      { id: 'task.awaiting', title: state.isAwaiting ? 'Unmark as awaiting' : 'Mark as awaiting', group: TASK_GROUP, shortcut: 'W', disabled: !state.awaitingEnabled, run: actions.awaiting },
      { id: 'task.reopen', title: 'Reopen', group: TASK_GROUP, disabled: !state.reopenEnabled, run: actions.reopen },
      { id: 'task.history', title: 'History', keywords: ['events', 'log'], group: TASK_GROUP, shortcut: 'H', run: actions.history },
      { id: 'task.back', title: 'Go back', keywords: ['list'], group: TASK_GROUP, shortcut: 'B', run: actions.back },
    ],
    // The handlers read the latest render; the enabled states decide when the list changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [commandKey],
  );
  useRegisterCommands(commands);
}
