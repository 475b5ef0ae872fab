// Bundle budgets (issue 8): the gzip-compressed JavaScript a cold load of each first screen fetches stays under its
// budget. Reads the built SPA in dist/spa (npm test builds it first) or in BUNDLE_DIR.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, SCREENS, chunksOfScreens, describeScreens, readBuiltSpa, screensSize, type ScreenName } from './screenBundles';

const spa = readBuiltSpa(path.resolve(process.env.BUNDLE_DIR ?? 'dist/spa'));

describe('bundle budgets', () => {
  it('finds every module each screen is mapped to as a lazily loaded chunk', () => {
    for (const screen of Object.keys(SCREENS) as ScreenName[]) {
      expect(chunksOfScreens(spa.manifest, [screen]).size).toBeGreaterThan(1);
    }
  });

  for (const budget of BUDGETS) {
    it(`${budget.name}: at most ${budget.maxGzipKb} kB of gzip-compressed JavaScript`, () => {
      const { gzipBytes } = screensSize(spa, budget.screens);
      const report = describeScreens(spa, budget.screens);
      console.info(report);
      if (gzipBytes > budget.maxGzipKb * 1000) {
        expect.fail(`${budget.name} loads ${(gzipBytes / 1000).toFixed(1)} kB gzip, over its ${budget.maxGzipKb} kB budget:\n${report}`);
      }
    });
  }
});
