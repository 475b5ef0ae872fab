// The brand's icon and image as signed, expiring URLs (server/files). Whoever may read the Brand may fetch its files:
// the URL is the permission, handed out only through this field, and it expires (DESIGN.md section 4, "Files").
import { brandAssetUrl } from '../../files/brandAssetFiles';
import { fileStoreOf } from '../../files/fileStoreOf';
import type { GraphQLContext } from '../context';

interface BrandAssetKeys {
  id: number;
  icon_file_key?: string | null;
  image_file_key?: string | null;
}

/** The row's keys; a row loaded without those columns (a narrower SELECT) has them read here. */
async function assetKeysOf(brand: BrandAssetKeys, { db }: GraphQLContext): Promise<BrandAssetKeys> {
  if (brand.icon_file_key !== undefined && brand.image_file_key !== undefined) return brand;
  const rows = await db.query<BrandAssetKeys>('SELECT id, icon_file_key, image_file_key FROM brands WHERE id = $1', [brand.id]);
  return rows[0] ?? { id: brand.id, icon_file_key: null, image_file_key: null };
}

export const brandAssetTypeResolvers = {
  Brand: {
    iconUrl: async (brand: BrandAssetKeys, _args: unknown, context: GraphQLContext) =>
      brandAssetUrl(fileStoreOf(context.config), (await assetKeysOf(brand, context)).icon_file_key),
    imageUrl: async (brand: BrandAssetKeys, _args: unknown, context: GraphQLContext) =>
      brandAssetUrl(fileStoreOf(context.config), (await assetKeysOf(brand, context)).image_file_key),
  },
};
