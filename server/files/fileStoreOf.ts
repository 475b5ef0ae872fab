// The app's one file store for its settings: the folder under DATA_DIR (an S3-compatible store would be chosen here
// when configured). One instance per Config, so the upload handler, the downloads and the resolvers share it.
import path from 'node:path';
import type { Config } from '../config';
import type { FileStore } from './fileStore';
import { createLocalFileStore } from './localFileStore';

const stores = new WeakMap<Config, FileStore>();

export function fileStoreOf(config: Config): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = createLocalFileStore({ root: path.join(config.dataDir, 'files'), secret: config.jwtSecret });
    stores.set(config, store);
  }
  return store;
}
