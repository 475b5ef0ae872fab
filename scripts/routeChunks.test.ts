import type { OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkNameOf, firstScreenRoutes, routeChunkGroup, routeSetsOf, type FirstScreenRoute } from './routeChunks';

/** Just the fields routeSetsOf reads. */
function chunk(fileName: string, fields: { entry?: boolean; facade?: string; imports?: string[]; modules: Record<string, number> }): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: fields.entry ?? false,
    facadeModuleId: fields.facade ?? null,
    imports: fields.imports ?? [],
    modules: Object.fromEntries(Object.entries(fields.modules).map(([id, renderedLength]) => [id, { renderedLength }])),
  } as unknown as OutputChunk;
}

const routes: FirstScreenRoute[] = [
  { label: 'tasks-a', moduleIds: ['/a.tsx'] },
  { label: 'tasks-b', moduleIds: ['/b.tsx'] },
];

// The bundler's own split: the entry, each route's own chunk, a chunk both routes load, one only route a loads, one
// only a dialog loads.
const firstPass = [
  chunk('entry.js', { entry: true, modules: { '/main.tsx': 100, '/react.js': 900 } }),
  chunk('a.js', { facade: '/a.tsx', imports: ['entry.js', 'shared.js', 'onlyA.js'], modules: { '/a.tsx': 50, '/aOwn.tsx': 20 } }),
  chunk('b.js', { facade: '/b.tsx', imports: ['entry.js', 'shared.js'], modules: { '/b.tsx': 50 } }),
  chunk('shared.js', { imports: ['entry.js'], modules: { '/badge.js': 30, '/treeShakenAway.js': 0 } }),
  chunk('onlyA.js', { imports: ['shared.js'], modules: { '/card.js': 40 } }),
  chunk('dialog.js', { facade: '/dialog.tsx', imports: ['shared.js'], modules: { '/dialog.tsx': 70 } }),
];

describe('first-screen route chunks', () => {
  it('gives each module a first screen loads beyond the entry the set of routes loading it', () => {
    const sets = routeSetsOf(firstPass, routes);
    expect(Object.fromEntries(sets)).toEqual({ '/badge.js': ['tasks-a', 'tasks-b'], '/card.js': ['tasks-a'] });
  });

  it("leaves the entry's modules, the route modules' own chunks, other lazy chunks and tree-shaken modules alone", () => {
    const sets = routeSetsOf(firstPass, routes);
    for (const id of ['/main.tsx', '/react.js', '/a.tsx', '/aOwn.tsx', '/b.tsx', '/dialog.tsx', '/treeShakenAway.js']) expect(sets.has(id)).toBe(false);
  });

  it('names one chunk per route set, readable and distinct', () => {
    expect(chunkNameOf(['tasks-a'])).toMatch(/^tasks-a-[0-9a-f]{6}$/);
    expect(chunkNameOf(['tasks-a', 'tasks-b'])).toMatch(/^tasks-a-and-1-[0-9a-f]{6}$/);
    expect(chunkNameOf(['tasks-a', 'tasks-b'])).not.toBe(chunkNameOf(['tasks-a', 'tasks-c']));
    const group = routeChunkGroup(routeSetsOf(firstPass, routes));
    const name = group.name as (id: string, ctx: never) => string | null;
    expect(name('/badge.js', undefined as never)).toBe(chunkNameOf(['tasks-a', 'tasks-b']));
    expect(name('/dialog.tsx', undefined as never)).toBeNull();
    expect(group.includeDependenciesRecursively).toBe(false);
  });

  it('counts the landing page, sign-in, every task list and every task page as first screens, and nothing else', () => {
    const labels = firstScreenRoutes('/root').map((route) => route.label);
    expect(labels).toContain('landing');
    expect(labels).toContain('account-login-email');
    expect(labels).toContain('tasks-brand-gateway');
    expect(labels).toContain('tasks-dish-review-n');
    expect(labels.filter((label) => label.startsWith('tasks-'))).toHaveLength(10);
    expect(labels.some((label) => /^(brands|users|menus)/.test(label))).toBe(false);
    expect(labels).not.toContain('tasks');
    expect(firstScreenRoutes('/root')[0].moduleIds.every((id) => id.startsWith('/root/src/'))).toBe(true);
  });
});
