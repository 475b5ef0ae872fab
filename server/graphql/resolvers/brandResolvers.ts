// Brands and locations: queries, mutations and their types' fields, thin over server/brands and server/locations.
// Filled in by issue 9's brand work.
export const brandQueryResolvers: Record<string, unknown> = {};
export const brandMutationResolvers: Record<string, unknown> = {};
export const brandTypeResolvers: Record<string, Record<string, unknown>> = {};
