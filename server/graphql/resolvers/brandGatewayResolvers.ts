// The brand gateway task's save and resolve with their payload (spec 2, section 7). They replace the generic ones of
// taskResolvers.ts for this kind. Filled in by issue 9's gateway work.
export const brandGatewayMutationResolvers: Record<string, unknown> = {};
