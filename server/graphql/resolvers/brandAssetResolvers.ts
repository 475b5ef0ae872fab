// The brand's icon and image as signed, expiring URLs (server/files). Whoever may read the Brand may fetch its files:
// the URL is the permission, handed out only through this field, and it expires (DESIGN.md section 4, "Files").
import DataLoader from 'dataloader';
import { brandAssetUrl } from '../../files/brandAssetFiles';
import { fileStoreOf } from '../../files/fileStoreOf';
import type { GraphQLContext } from '../context';

interface BrandAssetKeys {
  id: number;
  icon_file_key?: string | null;
  image_file_key?: string | null;
}

// One batch per request (keyed by the request's loaders) for rows loaded without the key columns.
const keyLoaders = new WeakMap<object, DataLoader<number, BrandAssetKeys | undefined>>();

function keyLoaderOf({ db, loaders }: GraphQLContext) {
  let loader = keyLoaders.get(loaders);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const rows = await db.query<BrandAssetKeys>('SELECT id, icon_file_key, image_file_key FROM brands WHERE id = ANY($1)', [[...ids]]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    });
    keyLoaders.set(loaders, loader);
  }
  return loader;
}

/** The row's file key; a row selected without the key columns has them loaded here. */
async function keyOf(brand: BrandAssetKeys, column: 'icon_file_key' | 'image_file_key', context: GraphQLContext): Promise<string | null> {
  if (brand[column] !== undefined) return brand[column];
  return (await keyLoaderOf(context).load(brand.id))?.[column] ?? null;
}

export const brandAssetTypeResolvers = {
  Brand: {
    iconUrl: async (brand: BrandAssetKeys, _args: unknown, context: GraphQLContext) =>
      brandAssetUrl(fileStoreOf(context.config), await keyOf(brand, 'icon_file_key', context)),
    imageUrl: async (brand: BrandAssetKeys, _args: unknown, context: GraphQLContext) =>
      brandAssetUrl(fileStoreOf(context.config), await keyOf(brand, 'image_file_key', context)),
  },
};
