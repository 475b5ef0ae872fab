import { describe, expect, it } from 'vitest';
import { TASK_LISTS } from './taskListDefinitions';
import { listCommands, openTaskCommands, taskNumberIn } from './taskPaletteCommands';

describe('task palette commands', () => {
  it('reads a task number at the end of the search', () => {
    expect(taskNumberIn('37')).toBe(37);
    expect(taskNumberIn('#37')).toBe(37);
    expect(taskNumberIn('gateway 37 ')).toBe(37);
    expect(taskNumberIn('task')).toBeNull();
    expect(taskNumberIn('brand37')).toBeNull();
    expect(taskNumberIn('0')).toBeNull();
  });

  it('offers to open the number in each kind the person may open, and the dish review of that menu', () => {
    const lists = TASK_LISTS.filter((list) => list.slug === 'brand-gateway' || list.slug === 'dish-review');
    const commands = openTaskCommands('open 12', lists, true);
    expect(commands.map((command) => [command.title, command.path()])).toEqual([
      ['Open Brand gateway task 12', '/tasks/brand-gateway/12'],
      ['Open Dish review task 12', '/tasks/dish-review/12'],
      ['Open the dish review task of menu 12', '/tasks/dish-review/from-menu-id/12'],
    ]);
    expect(commands.every((command) => command.keywords.includes('open 12'))).toBe(true);
    expect(openTaskCommands('open 12', lists, false)).toHaveLength(2);
    expect(openTaskCommands('open', lists, true)).toEqual([]);
  });

  it('narrows to the kinds the words before the number name', () => {
    const titles = (search: string) => openTaskCommands(search, TASK_LISTS, true).map((command) => command.title);
    expect(titles('gateway 37')).toEqual(['Open Brand gateway task 37']);
    expect(titles('menu 12')).toEqual(['Open Menu definition task 12', 'Open Menu scraping task 12', 'Open the dish review task of menu 12']);
    expect(titles('#5')).toHaveLength(6);
    expect(titles('pizza 5')).toEqual([]);
  });

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
