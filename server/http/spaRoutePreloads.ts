// Which lazily loaded chunks of the built SPA a page needs, by its path, so that the server can name them in the page it
// sends (`<link rel="modulepreload">`): the browser then fetches a route's code together with the entry, instead of
// after the entry has run and the router has asked for it. The table names the SPA's route modules as the build
// manifest (dist/spa/.vite/manifest.json) knows them; a module the manifest does not have is left out, and
// tests/build/routePreloads.test.ts fails when a named module is not a lazily loaded chunk of the real build.
// A path the table does not know gets the entry's own hints only, as index.html has them.

/** Build manifest entries, as Vite writes them. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const TASK_KINDS = ['brand-gateway', 'brand-definition', 'menu-definition', 'menu-scraping', 'dish-review'] as const;

/** 'brand-gateway' -> 'BrandGateway', as the lists' and documents' modules are named. */
const pascal = (slug: string) => slug.replace(/(^|-)([a-z])/g, (_all, _dash: string, letter: string) => letter.toUpperCase());

/** The kinds whose task page renders an editor of its own (src/features/taskPage/loadTaskDocuments.ts). */
const TASK_EDITORS: Readonly<Record<string, string>> = {
  'brand-gateway': 'src/features/brandGateway/BrandGatewayEditor.tsx',
  'brand-definition': 'src/features/brandDefinition/BrandDefinitionEditor.tsx',
  'menu-definition': 'src/features/menuDefinition/MenuDefinitionEditor.tsx',
  'menu-scraping': 'src/features/menuScraping/MenuScrapingEditor.tsx',
};

const isKind = (slug: string) => (TASK_KINDS as readonly string[]).includes(slug);

/**
 * A list: the query that starts at start-up first (its module and generated document: src/app/routing/startRouteData.ts),
 * then the hub and the list's own chunk (src/features/tasks/TasksHubRoute.tsx loads one per list).
 */
function taskListModules(slug: string): string[] {
  const hub = 'src/features/tasks/TasksHubRoute.tsx';
  if (!isKind(slug)) return [hub];
  const name = pascal(slug);
  return ['src/features/tasks/prefetchTaskList.ts', `src/features/tasks/__generated__/${name}TaskListQuery.graphql.ts`, hub, `src/features/tasks/${name}TaskList.tsx`];
}

/** A task page: its early query first, then the page, the kind's documents and its editor, if it has one. */
function taskPageModules(slug: string): string[] {
  const page = 'src/features/taskPage/TaskRoute.tsx';
  if (!isKind(slug)) return [page];
  const name = pascal(slug);
  return [
    'src/features/taskPage/prefetchTaskPage.ts',
    `src/features/taskPage/__generated__/taskDocuments${name}Query.graphql.ts`,
    page,
    `src/features/taskPage/taskDocuments${name}.ts`,
    ...(TASK_EDITORS[slug] ? [TASK_EDITORS[slug]] : []),
  ];
}

interface RoutePreload {
  path: RegExp;
  modules(match: RegExpMatchArray): readonly string[];
}

/** The SPA's routes (src/router.tsx) and the modules each renders on arrival, the most urgent first. */
export const ROUTE_PRELOADS: readonly RoutePreload[] = [
  { path: /^\/$/, modules: () => ['src/app/routing/LandingRoute.tsx'] },
  { path: /^\/account\/login\/?$/, modules: () => ['src/features/auth/LoginRoute.tsx'] },
  { path: /^\/account\/login-email\/?$/, modules: () => ['src/features/auth/LoginEmailRoute.tsx'] },
  { path: /^\/tasks\/?$/, modules: () => ['src/features/tasks/TasksHubRoute.tsx'] },
  { path: /^\/tasks\/([a-z-]+)\/?$/, modules: (match) => taskListModules(match[1]) },
  { path: /^\/tasks\/([a-z-]+)\/\d+\/?$/, modules: (match) => taskPageModules(match[1]) },
  { path: /^\/users\/?$/, modules: () => ['src/features/users/UsersListRoute.tsx'] },
  { path: /^\/users\/create\/?$/, modules: () => ['src/features/users/UserCreateRoute.tsx'] },
  { path: /^\/users\/\d+\/?$/, modules: () => ['src/features/users/UserEditRoute.tsx'] },
  { path: /^\/brands\/?$/, modules: () => ['src/features/brands/BrandsListRoute.tsx'] },
  { path: /^\/brands\/\d+\/?$/, modules: () => ['src/features/brands/BrandDetailRoute.tsx'] },
  // /brands/locations itself redirects to the brands list.
  { path: /^\/brands\/locations\/?$/, modules: () => ['src/features/brands/BrandsListRoute.tsx'] },
  { path: /^\/brands\/locations\/\d+\/?$/, modules: () => ['src/features/locations/LocationDetailRoute.tsx'] },
  { path: /^\/menus\/?$/, modules: () => ['src/features/menus/MenusListRoute.tsx'] },
  { path: /^\/menus\/\d+\/?$/, modules: () => ['src/features/menus/MenuDetailRoute.tsx'] },
];

/** The route modules a path renders on arrival; empty for a path the table does not know. */
export function routeModules(pathname: string): readonly string[] {
  for (const route of ROUTE_PRELOADS) {
    const match = pathname.match(route.path);
    if (match) return route.modules(match);
  }
  return [];
}

/** A path of each route the table knows, every list and task kind included (for the build test). */
export function samplePaths(): string[] {
  return ['/', '/account/login', '/account/login-email', '/tasks', ...TASK_KINDS.map((kind) => `/tasks/${kind}`), ...TASK_KINDS.map((kind) => `/tasks/${kind}/1`), '/users', '/users/create', '/users/1', '/brands', '/brands/1', '/brands/locations', '/brands/locations/1', '/menus', '/menus/1'];
}

function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return;
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

/** The JavaScript files (as `assets/…`) a path's route modules need beyond what the entry loads, in load order. */
export function routePreloadFiles(manifest: Manifest, pathname: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = new Set<string>();
  if (entry) staticClosure(manifest, entry, loaded);
  const needed = new Set<string>();
  for (const module of routeModules(pathname)) {
    if (manifest[module]?.isDynamicEntry) staticClosure(manifest, module, needed);
  }
  return [...needed].filter((key) => !loaded.has(key)).map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** index.html with a modulepreload link for each file, before `</head>` (after the entry's own hints). */
export function withPreloads(indexHtml: string, files: readonly string[]): string {
  if (!files.length) return indexHtml;
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
  return indexHtml.replace(/(\s*)<\/head>/i, (_all, space: string) => `\n${links.trimEnd()}${space}</head>`);
}
