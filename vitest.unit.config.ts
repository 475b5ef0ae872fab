// The unit tests only: pure code of machines/, domain/, the SPA's logic and the server's modules that need no database
// or server. The mutation run (stryker.config.json) uses this config: the API, model and browser suites start servers
// and are too slow to run once per mutant.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Last run's failures first, then the quickest files. Vitest's default runs the slowest first, which suits parallel
 * workers; the mutation run uses one worker per mutant and stops at the first failure, so a quick file that kills the
 * mutant should come before the long decision-table walk.
 */
class QuickestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const stateOf = (file: TestSpecification) => {
      const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
      return { results: cache.getFileTestResults(key), size: cache.getFileStats(key)?.size ?? 0 };
    };
    return [...files].sort((a, b) => {
      const [stateA, stateB] = [stateOf(a), stateOf(b)];
      const failedA = stateA.results?.failed ? 1 : 0;
      const failedB = stateB.results?.failed ? 1 : 0;
      if (failedA !== failedB) return failedB - failedA;
      if (stateA.results && stateB.results) return stateA.results.duration - stateB.results.duration;
      return stateA.size - stateB.size;
    });
  }
}

export default defineConfig({
  test: {
    include: [
      'machines/**/*.test.ts',
      'domain/**/*.test.ts',
      'server/**/*.test.ts',
      // The SPA's logic tests check the shared forms and rules of domain/ as the screens use them.
      'src/**/*.test.ts',
      // The hand-written decision table's check against the machine, when it is there.
      'tests/support/**/*.test.ts',
      'tests/unit/**/*.test.ts',
    ],
    // Opens a database: not a unit test.
    exclude: ['server/demo/loadDemoData.test.ts', '**/node_modules/**'],
    sequence: { sequencer: QuickestFirstSequencer },
    // The machine walks take seconds under instrumentation on a busy machine; the mutation run has its own timeouts.
    testTimeout: 30000,
  },
});
