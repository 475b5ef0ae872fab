// The brand's icon and image as signed, expiring URLs (server/files). Filled in by issue 9's assets work.
export const brandAssetTypeResolvers: Record<string, Record<string, unknown>> = {};
