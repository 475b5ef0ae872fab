// Registers the task lists' palette commands for the whole signed-in app (not only the tasks hub): go to a list or one
// of its presets. A task by its number is found by the palette's search (src/app/commands/usePaletteSearch.ts).
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useSession } from '../../app/session/useSession';
import { TASK_LISTS } from './taskListDefinitions';
import { allowedLists } from './taskListLogic';
import { rememberedFilters } from './taskListQueryString';
import { listCommands, type PathCommand } from './taskPaletteCommands';

const GROUP = 'Tasks';

export function TaskPaletteCommands() {
  const { can, user } = useSession();
  const navigate = useNavigate();
  const listable = useMemo(() => allowedLists(TASK_LISTS, can), [can]);

  const toCommand = useCallback(
    (command: PathCommand): Command => ({ id: command.id, title: command.title, group: GROUP, keywords: command.keywords, run: () => void navigate(command.path()) }),
    [navigate],
  );

  const commands = useMemo<Command[]>(
    () => listCommands(listable, user?.databaseId ?? null, (list) => rememberedFilters(list)).map(toCommand),
    [listable, user, toCommand],
  );
  useRegisterCommands(commands);
  return null;
}
