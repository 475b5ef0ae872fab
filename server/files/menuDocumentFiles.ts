// Where a document menu's files (the PDFs and images its crawl downloaded) live in the file store, and their signed URLs.
// Keys are named by the menu and the content's hash: the same file found again by a later crawl is the same key (stored
// once), and a URL handed out for one file never shows another. Only this bucket is signed by Query.menuDocumentFileUrl.
import type { FileStore } from './fileStore';
import { isValidFileAddress } from './fileStore';

export const MENU_DOCUMENT_FILES_BUCKET = 'menu-documents';

const EXTENSION_OF: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/tiff': 'tiff',
};

/** `menu-{menuId}-{sha256 hex}.{ext}`: 64 hex characters fit the store's key pattern with room to spare. */
export function menuDocumentFileKey(menuId: number, contentHash: string, contentType: string): string {
  const extension = EXTENSION_OF[contentType.split(';')[0].trim().toLowerCase()] ?? 'bin';
  return `menu-${menuId}-${contentHash.toLowerCase()}.${extension}`;
}

/** A signed URL of a menu document file; null for any other bucket or a key that is not ours. */
export async function menuDocumentFileUrl(store: FileStore, bucketName: string, fileKey: string | null | undefined): Promise<string | null> {
  if (bucketName !== MENU_DOCUMENT_FILES_BUCKET || !fileKey || !isValidFileAddress(bucketName, fileKey)) return null;
  return store.signedUrl(bucketName, fileKey);
}
