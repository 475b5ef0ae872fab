// The unit tests only: pure code of machines/, domain/ and the server's modules that need no database or server. The
// mutation run (stryker.config.json) uses this config: the API, model and browser suites start servers and are too
// slow to run once per mutant.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'machines/**/*.test.ts',
      'domain/**/*.test.ts',
      'server/**/*.test.ts',
      // The hand-written decision table's check against the machine, when it is there.
      'tests/support/**/*.test.ts',
      'tests/unit/**/*.test.ts',
    ],
    // Opens a database: not a unit test.
    exclude: ['server/demo/loadDemoData.test.ts', '**/node_modules/**'],
  },
});
