// Fewer, larger chunks for the screens people open cold (vite.config.ts). Left to itself, the bundler cuts a chunk for
// every set of lazy entries (routes, dialogs, drawers, the palette...) that share a module, so a cold task page fetched
// 86 files and sign-in plus a list 52: over HTTP/1.1's six connections with a 40 ms round trip, waves of requests
// before the first paint.
//
// The build runs twice. A first pass, in memory, is the bundler's own split; from it, each module the first screens load
// (landing, sign-in, every task list, every task page: the routes of server/http/spaRoutePreloads.ts) gets the set of
// those routes that load it. The real build then puts the modules of one set in one chunk: each first screen still
// loads exactly the code it loaded before, in a third to a quarter of the files. What no first screen loads (other pages, dialogs,
// drawers) keeps the bundler's split; other pages may load a first-screen chunk holding more than they need.
//
// Route chunks never import each other in a cycle: a module's importers are loaded by no more routes than the module
// itself, so imports only go from a set of routes to a larger one, or within one chunk.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { CodeSplittingGroup, OutputChunk } from 'rolldown';
import { routeModules, samplePaths } from '../server/http/spaRoutePreloads.ts';

/** The routes people open cold: the landing page (it opens the person's own list), sign-in, every task list and page. */
const FIRST_SCREEN = /^\/(tasks\/[a-z-]+(\/\d+)?|account\/login(-email)?)?$/;

/** '/tasks/brand-gateway/1' -> 'tasks-brand-gateway-n', '/' -> 'landing'. */
const labelOf = (samplePath: string) => samplePath.replace(/^\/|\/$/g, '').replace(/\d+/g, 'n').replace(/\//g, '-') || 'landing';

export interface FirstScreenRoute {
  label: string;
  /** Its route modules as absolute module ids. */
  moduleIds: string[];
}

export function firstScreenRoutes(root: string): FirstScreenRoute[] {
  return samplePaths()
    .filter((samplePath) => FIRST_SCREEN.test(samplePath))
    .map((samplePath) => ({ label: labelOf(samplePath), moduleIds: routeModules(samplePath).map((module) => path.join(root, module)) }));
}

/** Module id -> the sorted labels of the first-screen routes that load it, from the first pass's chunks. */
export type RouteSets = Map<string, string[]>;

function staticClosure(chunks: ReadonlyMap<string, OutputChunk>, fileName: string, into: Set<string>): void {
  const chunk = chunks.get(fileName);
  if (!chunk || into.has(fileName)) return;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(chunks, imported, into);
}

/**
 * The route sets of the modules to regroup: those in chunks a first screen loads beyond the entry's, except the route
 * modules' own chunks (each stays the lazily loaded chunk the build manifest names, with what only it needs).
 */
export function routeSetsOf(output: readonly OutputChunk[], routes: readonly FirstScreenRoute[]): RouteSets {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set<string>();
  for (const chunk of output) if (chunk.isEntry) staticClosure(chunks, chunk.fileName, entryFiles);
  // A route module's own chunk, by the module's id.
  const ownFile = new Map(output.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!, chunk.fileName]));
  const routeModuleFiles = new Set(routes.flatMap((route) => route.moduleIds.map((moduleId) => ownFile.get(moduleId))));
  const sets: RouteSets = new Map();
  for (const route of routes) {
    const files = new Set<string>();
    for (const moduleId of route.moduleIds) {
      const own = ownFile.get(moduleId);
      if (own) staticClosure(chunks, own, files);
    }
    for (const fileName of files) {
      if (entryFiles.has(fileName) || routeModuleFiles.has(fileName)) continue;
      for (const [moduleId, rendered] of Object.entries(chunks.get(fileName)!.modules)) {
        if (rendered.renderedLength === 0) continue;
        const labels = sets.get(moduleId) ?? [];
        labels.push(route.label);
        sets.set(moduleId, labels);
      }
    }
  }
  for (const labels of sets.values()) labels.sort();
  return sets;
}

/** A readable, unique chunk name for a set of routes: its first route, how many more, and a short hash of the set. */
export function chunkNameOf(labels: readonly string[]): string {
  const hash = createHash('sha1').update(labels.join('\n')).digest('hex').slice(0, 6);
  return `${labels[0]}${labels.length > 1 ? `-and-${labels.length - 1}` : ''}-${hash}`;
}

/** The real build's group: each regrouped module to its route set's chunk, everything else left to the bundler. */
export function routeChunkGroup(sets: RouteSets): CodeSplittingGroup {
  return {
    debugName: 'first-screen route chunks',
    name: (moduleId) => {
      const labels = sets.get(moduleId);
      return labels ? chunkNameOf(labels) : null;
    },
    // Exactly the modules named: a dependency loaded by more routes belongs to the larger set's chunk.
    includeDependenciesRecursively: false,
  };
}

/** Set while the first pass builds: the config then splits as the bundler does, without the route group. */
export const FIRST_PASS_FLAG = 'ROUTE_CHUNKS_FIRST_PASS';

/** Builds the SPA in memory with the bundler's own split (no minifying, no files) and reads the route sets from it. */
export async function firstPassRouteSets(configFile: string, root: string): Promise<RouteSets> {
  const { build } = await import('vite');
  process.env[FIRST_PASS_FLAG] = '1';
  try {
    const result = await build({ configFile, logLevel: 'warn', build: { write: false, minify: false, sourcemap: false, manifest: false } });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
    const chunks = outputs.filter((item): item is OutputChunk => item.type === 'chunk');
    return routeSetsOf(chunks, firstScreenRoutes(root));
  } finally {
    delete process.env[FIRST_PASS_FLAG];
  }
}
