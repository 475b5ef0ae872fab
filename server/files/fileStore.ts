// Files addressed by (bucket, key) behind one interface (DESIGN.md section 4, "Files"): a folder under DATA_DIR today
// (localFileStore.ts); S3-compatible storage plugs in as another implementation of the same interface.

/** A bucket groups one kind of file: lowercase letters, digits and dashes. */
export const BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** Keys are flat names we generate (no folders, no dot-dot): safe as a file name and as a URL path segment. */
export const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\.[A-Za-z0-9]{1,10})?$/;

export function isValidFileAddress(bucket: string, key: string): boolean {
  return BUCKET_PATTERN.test(bucket) && KEY_PATTERN.test(key);
}

export interface FileStore {
  /** Stores the bytes under (bucket, key), replacing what was there. */
  put(bucket: string, key: string, body: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(bucket: string, key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(bucket: string, key: string): Promise<void>;
  /**
   * A URL the browser can fetch without credentials until it expires. The folder store answers with our own
   * /files/... URL (checked by server/http/fileDownloads.ts); an S3 store would answer with a presigned URL.
   */
  signedUrl(bucket: string, key: string): Promise<string>;
}
