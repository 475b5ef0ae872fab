import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import griffel from '@griffel/vite-plugin';
import relay from 'vite-plugin-relay';
import type { Plugin } from 'vite';
// With its extension: Vite loads its config with Node, which resolves no extension-less relative import.
import { fluentIconAtoms } from './scripts/fluentIconAtoms.ts';
import { FIRST_PASS_FLAG, firstPassRouteSets, routeChunkGroup } from './scripts/routeChunks.ts';
import { SlowestFilesReporter } from './scripts/slowestFilesReporter.ts';

const apiPort = Number(process.env.PORT ?? 4000);

// For each output chunk, how many bytes (rendered, before minifying) each package or source file contributes, written
// to .vite/module-sizes.json beside the manifest: the bundle budget test prints it when a screen grows.
const NODE_MODULE = /node_modules\/((?:@[^/]+\/)?[^/]+)/;

/** A package name for dependencies, a project-relative path for our own files. */
function moduleLabel(id: string, root: string): string {
  const dependency = NODE_MODULE.exec(id);
  if (dependency) return dependency[1];
  return id.startsWith(root) ? id.slice(root.length + 1) : id;
}

function moduleSizesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'module-sizes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const sizes: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const byLabel: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength === 0) continue;
          const label = moduleLabel(id, root);
          byLabel[label] = (byLabel[label] ?? 0) + info.renderedLength;
        }
        sizes[output.fileName] = byLabel;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-sizes.json', source: JSON.stringify(sizes, null, 1) });
    },
  };
}

export default defineConfig(async ({ command }): Promise<ViteUserConfig> => ({
  plugins: [
    fluentIconAtoms(),
    react(),
    relay,
    // Our makeStyles compiled to Griffel's precomputed rules at build time (Fluent's own packages ship them so), instead of
    // resolved in the browser during the first render. Not in the first pass (it does not change what a chunk holds), nor
    // in the dev server and tests. Babel reads the TypeScript that wyw-in-js evaluates (Relay's generated modules).
    command === 'build' && !process.env[FIRST_PASS_FLAG] && griffel({ babelOptions: { presets: ['@babel/preset-typescript'] } }),
    moduleSizesPlugin(),
  ],
  // react-relay is CommonJS, so its index brings the legacy container API (QueryRenderer, createFragmentContainer...)
  // into every bundle; its public hooks entry has every export the SPA uses.
  resolve: { alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }] },
  // The manifest lets tests/build/bundleBudgets.test.ts add up what each first screen loads.
  build: {
    outDir: 'dist/spa',
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is needed before the first paint anyway: one chunk instead of some
        // thirty small ones (each a request, and a gzip stream that cannot share the others' dictionary).
        // The first screens' lazily loaded code then comes in a few chunks per route set (scripts/routeChunks.ts), from
        // a first pass in memory; vitest and the dev server need neither.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            ...(command === 'build' && !process.env[FIRST_PASS_FLAG] ? [routeChunkGroup(await firstPassRouteSets(import.meta.filename, import.meta.dirname))] : []),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': `http://localhost:${apiPort}`,
      // The session's cookie endpoints (/auth/refresh, /auth/logout); the refresh cookie is set for this origin.
      '/auth/': `http://localhost:${apiPort}`,
      '/socket.io': { target: `http://localhost:${apiPort}`, ws: true },
      // The REST downloads (DESIGN.md section 5); /reports/{key} itself is the SPA's.
      '/api/': `http://localhost:${apiPort}`,
      // Exactly the upload: a '/brand' prefix would also send the SPA's /brands pages to the API.
      '/brand/update-images': `http://localhost:${apiPort}`,
      '/files': `http://localhost:${apiPort}`,
    },
  },
  // Three groups, one after another (docs/decisions.md, "A test run that stays fast"): pure unit files in threads sharing
  // their imports; API files two at a time, each in a process that keeps the server's modules loaded from one file to
  // the next (every file still has its own database and server); browser files one at a time, as two Chromiums and two
  // servers on two cores would make each other's waits flaky.
  test: {
    testTimeout: 30000,
    hookTimeout: 120000,
    globalSetup: ['tests/support/globalSetup.ts'],
    reporters: ['default', new SlowestFilesReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['scripts/**/*.test.ts', 'machines/**/*.test.ts', 'domain/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
          // Opens a database: with the API files.
          exclude: ['server/demo/loadDemoData.test.ts', '**/node_modules/**'],
          pool: 'threads',
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/model/**/*.api.test.ts', 'tests/build/**/*.test.ts', 'server/demo/loadDemoData.test.ts'],
          pool: 'forks',
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts', 'tests/model/**/*.ui.test.ts'],
          pool: 'forks',
          isolate: false,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
}));
