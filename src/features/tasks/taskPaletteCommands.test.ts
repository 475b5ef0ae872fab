import { describe, expect, it } from 'vitest';
import { TASK_LISTS } from './taskListDefinitions';
import { listCommands } from './taskPaletteCommands';

describe('task palette commands', () => {
  it('goes to each list as it was left, to my assigned tasks and to the awaiting ones', () => {
    const [gateway] = TASK_LISTS;
    const commands = listCommands([gateway], 7, () => 'viewType=QC');
    expect(commands.map((command) => command.path())).toEqual([
      '/tasks/brand-gateway?viewType=QC',
      '/tasks/brand-gateway?assignedToId=7&statuses=NOT_STARTED%2CSTARTED%2CREOPENED',
      '/tasks/brand-gateway?isAwaiting=true',
    ]);
    expect(listCommands([gateway], null, () => null).map((command) => command.id)).toEqual(['tasks.go.brand-gateway', 'tasks.awaiting.brand-gateway']);
  });
});
