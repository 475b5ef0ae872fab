// The default file store: one folder per bucket under DATA_DIR/files. Writes go to a temporary name first and are
// renamed into place, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isValidFileAddress, type FileStore } from './fileStore';
import { signFileUrl } from './signedUrls';

export function createLocalFileStore(options: { root: string; secret: string }): FileStore {
  const fileOf = (bucket: string, key: string) => {
    // Keys come from us, but every path is still checked: nothing outside the bucket's folder is ever touched.
    if (!isValidFileAddress(bucket, key)) throw new Error(`Not a valid file address: ${bucket}/${key}`);
    return path.join(options.root, bucket, key);
  };
  return {
    async put(bucket, key, body) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, body, { mode: 0o600 });
      await rename(temporary, file);
    },
    async get(bucket, key) {
      try {
        return await readFile(fileOf(bucket, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(bucket, key) {
      await rm(fileOf(bucket, key), { force: true });
    },
    async signedUrl(bucket, key) {
      return signFileUrl(options.secret, bucket, key);
    },
  };
}
