// What a person's search may look at: each kind of thing only where they hold its list or get permission, and the
// page each result opens, which must be one the person may open (src/router.tsx guards the same permissions).
import type { TaskType } from '../../machines/taskTypes';
import { TASK_KINDS } from '../tasks/taskKinds';

export interface SearchScope {
  /** Task types whose pages open a brand result, best first, for people who cannot open brand pages. */
  brandPageTaskTypes: TaskType[];
  /** Brand results open the brand's page (brand.get); otherwise its first task the person may open. */
  brandPages: boolean;
  /** Task types whose pages open a menu result, best first, for people who cannot open menu pages. */
  menuPageTaskTypes: TaskType[];
  /** Menu results open the menu's page (menu.get); otherwise its first task the person may open. */
  menuPages: boolean;
  users: boolean;
  /** Whether a user result opens the person's page (user.get) or only the users list. */
  userPages: boolean;
  taskTypes: TaskType[];
}

/** A brand opens its page; for people without brand.get, its gateway task, else the first brand task they may open. */
const BRAND_PAGE_TASKS: TaskType[] = ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION'];
/** A menu opens its page; for people without menu.get, its scraping task, else its dish review task. */
const MENU_PAGE_TASKS: TaskType[] = ['MENU_SCRAPING', 'DISH_REVIEW'];

export function searchScopeOf(permissions: readonly string[]): SearchScope {
  const holds = (permission: string) => permissions.includes(permission);
  const canOpenTask = (type: TaskType) => holds(`${TASK_KINDS.find((kind) => kind.type === type)!.permissionPrefix}.get`);
  const readable = (entity: string) => holds(`${entity}.list`) || holds(`${entity}.get`);
  return {
    brandPageTaskTypes: readable('brand') ? BRAND_PAGE_TASKS.filter(canOpenTask) : [],
    brandPages: holds('brand.get'),
    menuPageTaskTypes: readable('menu') ? MENU_PAGE_TASKS.filter(canOpenTask) : [],
    menuPages: holds('menu.get'),
    users: readable('user'),
    userPages: holds('user.get'),
    taskTypes: TASK_KINDS.filter((kind) => holds(`${kind.permissionPrefix}.list`) || holds(`${kind.permissionPrefix}.get`)).map((kind) => kind.type),
  };
}
