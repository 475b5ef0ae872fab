// The brand definition task's save and resolve with their payload (spec 2, section 7), replacing the generic ones of
// taskResolvers.ts for this kind. Resolving DEFINE opens the menu definition task (machines/pipelineEdges.ts), which
// the resolution answers as nextTask.
import { definitionPayloadOf, saveBrandDefinitionWork } from '../../brands/brandDefinitionSave';
import { kindOf } from '../../tasks/taskKinds';
import { brandTaskWorkResolver, type BrandTaskWork } from './brandTaskWork';

const DEFINITION = kindOf('BRAND_DEFINITION');

const definitionWork: BrandTaskWork = (tx, task, args, mode, userId) => saveBrandDefinitionWork(tx, task, definitionPayloadOf(args), mode, userId);

export const brandDefinitionMutationResolvers: Record<string, unknown> = {
  saveBrandDefinitionTask: brandTaskWorkResolver(DEFINITION, 'save', definitionWork),
  resolveBrandDefinitionTask: brandTaskWorkResolver(DEFINITION, 'done', definitionWork),
};
