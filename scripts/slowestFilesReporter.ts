// Prints the ten slowest test files at the end of `npm test`, each split into importing it, its set-up and tear-down
// hooks, and its tests, so a slow file is seen the day it arrives and its cause at a glance (docs/decisions.md, "A test
// run that stays fast"). A file's cost should be its own tests, not the set-up around them.
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

interface FileCost {
  file: string;
  project: string;
  totalMs: number;
  importMs: number;
  hooksMs: number;
  testsMs: number;
}

function costOf(module: TestModule): FileCost {
  const diagnostic = module.diagnostic();
  let testsMs = 0;
  for (const test of module.children.allTests()) testsMs += test.diagnostic()?.duration ?? 0;
  const importMs = diagnostic.collectDuration + diagnostic.prepareDuration + diagnostic.environmentSetupDuration + diagnostic.setupDuration;
  return {
    file: module.relativeModuleId,
    project: module.project.name,
    totalMs: importMs + diagnostic.duration,
    importMs,
    hooksMs: Math.max(0, diagnostic.duration - testsMs),
    testsMs,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const costs = testModules.map(costOf).sort((a, b) => b.totalMs - a.totalMs);
    if (costs.length < 2) return;
    const lines = [`The ${Math.min(SHOWN, costs.length)} slowest test files (import, set-up hooks, tests):`];
    for (const cost of costs.slice(0, SHOWN)) {
      lines.push(`${seconds(cost.totalMs)}  = ${seconds(cost.importMs)} +${seconds(cost.hooksMs)} +${seconds(cost.testsMs)}   ${cost.project.padEnd(7)} ${cost.file}`);
    }
    const byProject = new Map<string, { files: number; ms: number }>();
    for (const cost of costs) {
      const entry = byProject.get(cost.project) ?? { files: 0, ms: 0 };
      entry.files += 1;
      entry.ms += cost.totalMs;
      byProject.set(cost.project, entry);
    }
    lines.push(`Files' own time by group: ${[...byProject].map(([project, entry]) => `${project} ${entry.files} files ${(entry.ms / 1000).toFixed(0)} s`).join(', ')}`);
    console.log(`\n${lines.join('\n')}\n`);
  }
}
