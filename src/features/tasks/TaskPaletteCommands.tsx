// Registers the task lists' palette commands for the whole signed-in app (not only the tasks hub): go to a list or one
// of its presets, and open a task by kind and number as the person types it.
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CommandSource } from '../../app/commands/commandSourceRegistry';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useRegisterCommandSource } from '../../app/commands/useRegisterCommandSource';
import { useSession } from '../../app/session/useSession';
import { TASK_LISTS } from './taskListDefinitions';
import { allowedLists } from './taskListLogic';
import { rememberedFilters } from './taskListQueryString';
import { listCommands, openTaskCommands, type PathCommand } from './taskPaletteCommands';

const GROUP = 'Tasks';

export function TaskPaletteCommands() {
  const { can, user } = useSession();
  const navigate = useNavigate();
  const listable = useMemo(() => allowedLists(TASK_LISTS, can), [can]);
  const openable = useMemo(() => TASK_LISTS.filter((list) => can(`${list.permissionPrefix}.get`)), [can]);
  const canOpenDishReview = can('dishReviewTask.get');

  const toCommand = useCallback(
    (command: PathCommand): Command => ({ id: command.id, title: command.title, group: GROUP, keywords: command.keywords, run: () => void navigate(command.path()) }),
    [navigate],
  );

  const commands = useMemo<Command[]>(
    () => listCommands(listable, user?.databaseId ?? null, (list) => rememberedFilters(list)).map(toCommand),
    [listable, user, toCommand],
  );
  useRegisterCommands(commands);

  const source = useCallback<CommandSource>(
    (search) => openTaskCommands(search, openable, canOpenDishReview).map(toCommand),
    [openable, canOpenDishReview, toCommand],
  );
  useRegisterCommandSource(source);
  return null;
}
