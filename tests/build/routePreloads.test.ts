// The server's modulepreload hints per route (server/http/spaRoutePreloads.ts) against the real build: every module the
// table names is a lazily loaded chunk of the SPA (a renamed or no longer lazy module fails here, instead of silently
// losing its hint), and a page's hints are its route's chunks, not the entry's own again.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules, routePreloadFiles, samplePaths, withPreloads, type Manifest } from '../../server/http/spaRoutePreloads';
import { readBuiltSpa } from './screenBundles';

const spa = readBuiltSpa(path.resolve(process.env.BUNDLE_DIR ?? 'dist/spa'));
const manifest = spa.manifest as Manifest;
const indexHtml = fs.readFileSync(path.join(spa.dir, 'index.html'), 'utf8');
const fileOf = (module: string) => manifest[module].file;

describe('route preload hints', () => {
  it('name only modules that are lazily loaded chunks of the build', () => {
    for (const pathname of samplePaths()) {
      const modules = routeModules(pathname);
      expect(modules.length, pathname).toBeGreaterThan(0);
      for (const module of modules) expect(manifest[module]?.isDynamicEntry, `${pathname}: ${module}`).toBe(true);
    }
  });

  it("give a task list its hub, its list and its early query, and nothing the entry already names", () => {
    const files = routePreloadFiles(manifest, '/tasks/brand-gateway');
    for (const module of ['src/features/tasks/TasksHubRoute.tsx', 'src/features/tasks/BrandGatewayTaskList.tsx', 'src/features/tasks/prefetchTaskList.ts']) {
      expect(files).toContain(fileOf(module));
    }
    expect(files).not.toContain(fileOf('src/features/tasks/MenuScrapingTaskList.tsx'));
    // The early query's document comes before the page's code: it is what the page waits for first.
    expect(files.indexOf(fileOf('src/features/tasks/__generated__/BrandGatewayTaskListQuery.graphql.ts'))).toBeLessThan(files.indexOf(fileOf('src/features/tasks/TasksHubRoute.tsx')));
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    expect(files).not.toContain(entry.file);
    for (const file of files) expect(indexHtml).not.toContain(`href="/${file}"`);
  });

  it("give a task page its kind's documents and editor, not another kind's", () => {
    const files = routePreloadFiles(manifest, '/tasks/brand-gateway/12');
    expect(files).toContain(fileOf('src/features/taskPage/TaskRoute.tsx'));
    expect(files).toContain(fileOf('src/features/taskPage/taskDocumentsBrandGateway.ts'));
    expect(files).toContain(fileOf('src/features/brandGateway/BrandGatewayEditor.tsx'));
    expect(files).not.toContain(fileOf('src/features/taskPage/taskDocumentsMenuScraping.ts'));
    expect(routePreloadFiles(manifest, '/tasks/menu-scraping/3')).toContain(fileOf('src/features/taskPage/taskDocumentsMenuScraping.ts'));
  });

  it('give the location page, the menus list and the menu page their own route chunk, not each other\'s', () => {
    const pages = {
      '/brands/locations/7': 'src/features/locations/LocationDetailRoute.tsx',
      '/menus': 'src/features/menus/MenusListRoute.tsx',
      '/menus/7': 'src/features/menus/MenuDetailRoute.tsx',
    };
    for (const [pathname, module] of Object.entries(pages)) {
      const files = routePreloadFiles(manifest, pathname);
      expect(files, pathname).toContain(fileOf(module));
      for (const other of Object.values(pages)) if (other !== module) expect(files, `${pathname}: ${other}`).not.toContain(fileOf(other));
    }
    // The bare /brands/locations redirects to the brands list.
    expect(routePreloadFiles(manifest, '/brands/locations')).toContain(fileOf('src/features/brands/BrandsListRoute.tsx'));
  });

  it('leave pages the table does not know as index.html has them', () => {
    expect(routePreloadFiles(manifest, '/settings/anything')).toEqual([]);
    expect(withPreloads(indexHtml, [])).toBe(indexHtml);
  });

  it('go into the head after the entry, the rest of index.html unchanged', () => {
    const html = withPreloads(indexHtml, ['assets/a-1.js', 'assets/b-2.js']);
    const links = '\n    <link rel="modulepreload" crossorigin href="/assets/a-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/b-2.js">';
    expect(html.replace(links, '')).toBe(indexHtml);
    expect(html.indexOf('href="/assets/a-1.js"')).toBeGreaterThan(html.indexOf('<script type="module"'));
    expect(html.indexOf('href="/assets/b-2.js"')).toBeLessThan(html.indexOf('</head>'));
  });
});
