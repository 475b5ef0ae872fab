// Where brand icons and images live in the file store, and their signed URLs.
import { randomUUID } from 'node:crypto';
import type { FileStore } from './fileStore';
import { extensionOf, type ImageContentType } from './sniffContentType';

export const BRAND_ASSETS_BUCKET = 'brand-assets';
/** Each icon or image upload is at most this large (a brand's logo or banner; larger ones should be resized first). */
export const BRAND_ASSET_MAX_BYTES = 2 * 1024 * 1024;

/** A new random key for each upload: a URL of an older file never shows a newer one. */
export function newBrandAssetKey(type: ImageContentType): string {
  return `${randomUUID()}.${extensionOf(type)}`;
}

export async function brandAssetUrl(store: FileStore, key: string | null | undefined): Promise<string | null> {
  return key ? store.signedUrl(BRAND_ASSETS_BUCKET, key) : null;
}
