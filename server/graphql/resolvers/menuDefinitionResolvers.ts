// The menu definition task's save and resolve with their payload (spec 2, section 7), replacing the generic ones of
// taskResolvers.ts for this kind. Resolving DEFINE creates the menus' scraping tasks (server/tasks/pipeline.ts); the
// resolution answers no next task: the page goes back to the brand gateway list (spec 2, section 4).
import { menuDefinitionPayloadOf, saveMenuDefinitionWork } from '../../menus/menuDefinitionSave';
import { kindOf } from '../../tasks/taskKinds';
import { brandTaskWorkResolver, type BrandTaskWork } from './brandTaskWork';

const MENU_DEFINITION = kindOf('MENU_DEFINITION');

const menuDefinitionWork: BrandTaskWork = (tx, task, args, mode, userId) => saveMenuDefinitionWork(tx, task, menuDefinitionPayloadOf(args), mode, userId);

export const menuDefinitionMutationResolvers: Record<string, unknown> = {
  saveMenuDefinitionTask: brandTaskWorkResolver(MENU_DEFINITION, 'save', menuDefinitionWork),
  resolveMenuDefinitionTask: brandTaskWorkResolver(MENU_DEFINITION, 'done', menuDefinitionWork),
};
