// What JavaScript each first screen loads, computed from the SPA build's manifest: the entry chunk and everything it
// imports statically, plus the lazily loaded chunks (and their static imports) of the modules that screen renders.
// Sizes are gzip-compressed with node's zlib at level 9, in kB of 1000 bytes (as Vite prints them).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Each screen and the lazily loaded source modules it renders on a cold load (its routes and any lazy piece shown
 * without a click). A renamed or no-longer-lazy module is not found in the manifest, and the budget test fails.
 */
export const SCREENS = {
  'sign-in (/account/login-email)': ['src/features/auth/LoginEmailRoute.tsx'],
  // The hub, and the open list's own chunk (each list loads its columns and query apart: TasksHubRoute.tsx); the list's
  // query starts at start-up from its own small module (src/app/routing/startRouteData.ts).
  'task list (/tasks/brand-gateway)': [
    'src/features/tasks/TasksHubRoute.tsx',
    'src/features/tasks/BrandGatewayTaskList.tsx',
    'src/features/tasks/prefetchTaskList.ts',
    'src/features/tasks/__generated__/BrandGatewayTaskListQuery.graphql.ts',
  ],
  'task page (/tasks/brand-gateway/:id)': [
    'src/features/taskPage/TaskRoute.tsx',
    'src/features/taskPage/prefetchTaskPage.ts',
    'src/features/taskPage/__generated__/taskDocumentsBrandGatewayQuery.graphql.ts',
    'src/features/taskPage/taskDocumentsBrandGateway.ts',
    // The kind's editor loads with its documents (taskPage/loadTaskDocuments.ts).
    'src/features/brandGateway/BrandGatewayEditor.tsx',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ScreenName = keyof typeof SCREENS;

/** Budgets over the union of what the listed screens load (a person signs in, then sees a list). */
export const BUDGETS: readonly { name: string; screens: readonly ScreenName[]; maxGzipKb: number }[] = [
  { name: 'sign-in page and a task list', screens: ['sign-in (/account/login-email)', 'task list (/tasks/brand-gateway)'], maxGzipKb: 180 },
  { name: 'a task page opened directly', screens: ['task page (/tasks/brand-gateway/:id)'], maxGzipKb: 260 },
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Per output file: its source modules and the bytes each contributes (written by the build's moduleSizes plugin). */
export type ModuleSizes = Record<string, Record<string, number>>;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BuiltSpa {
  dir: string;
  manifest: Manifest;
  moduleSizes: ModuleSizes | null;
}

export function readBuiltSpa(dir: string): BuiltSpa {
  const manifestPath = path.join(dir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`No build manifest at ${manifestPath}: build the SPA first (npm test builds it; or set BUNDLE_DIR).`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const sizesPath = path.join(dir, '.vite', 'module-sizes.json');
  const moduleSizes = fs.existsSync(sizesPath) ? (JSON.parse(fs.readFileSync(sizesPath, 'utf8')) as ModuleSizes) : null;
  return { dir, manifest, moduleSizes };
}

function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest names ${key} but has no entry for it.`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

/** Manifest keys of every JavaScript chunk a cold load of these screens fetches. */
export function chunksOfScreens(manifest: Manifest, screens: readonly ScreenName[]): Set<string> {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}.`);
  const keys = new Set<string>();
  staticClosure(manifest, entries[0][0], keys);
  for (const screen of screens) {
    for (const module of SCREENS[screen]) {
      const chunk = manifest[module];
      if (!chunk?.isDynamicEntry) {
        throw new Error(
          `${screen}: ${module} is not a lazily loaded chunk in the build manifest. Was it renamed, moved or imported ` +
            'statically? Update SCREENS in tests/build/screenBundles.ts to what the screen really loads.',
        );
      }
      staticClosure(manifest, module, keys);
    }
  }
  return keys;
}

const sizeCache = new Map<string, ChunkSize>();

export function chunkSize(spa: BuiltSpa, file: string): ChunkSize {
  const full = path.join(spa.dir, file);
  const cached = sizeCache.get(full);
  if (cached) return cached;
  const content = fs.readFileSync(full);
  const size = { file, bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
  sizeCache.set(full, size);
  return size;
}

export function screensSize(spa: BuiltSpa, screens: readonly ScreenName[]): { chunks: ChunkSize[]; gzipBytes: number; bytes: number } {
  const chunks = [...chunksOfScreens(spa.manifest, screens)]
    .map((key) => chunkSize(spa, spa.manifest[key].file))
    .filter((chunk) => chunk.file.endsWith('.js'))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    chunks,
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** A readable account of a screen set: each chunk's size and, when known, the largest source modules in it. */
export function describeScreens(spa: BuiltSpa, screens: readonly ScreenName[], modulesPerChunk = 6): string {
  const { chunks, gzipBytes, bytes } = screensSize(spa, screens);
  const lines = [`${screens.join(' + ')}: ${kb(gzipBytes)} gzip (${kb(bytes)} raw) in ${chunks.length} files`];
  for (const chunk of chunks) {
    lines.push(`  ${kb(chunk.gzipBytes).padStart(9)} gzip ${kb(chunk.bytes).padStart(9)} raw  ${chunk.file}`);
    const modules = spa.moduleSizes?.[chunk.file];
    if (!modules) continue;
    for (const [module, moduleBytes] of Object.entries(modules)
      .sort((a, b) => b[1] - a[1])
      .slice(0, modulesPerChunk)) {
      lines.push(`${' '.repeat(30)}${kb(moduleBytes).padStart(9)} rendered  ${module}`);
    }
  }
  return lines.join('\n');
}
