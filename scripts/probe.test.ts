import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuPage, TEMPLATE } from '../tests/support/probingPages';

const ROOT = path.resolve(import.meta.dirname, '..');

function probe(...args: string[]): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/probe.ts'), ...args], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { status: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run probe', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'probe-'));
  const files = { instructions: path.join(folder, 'template.json'), old: path.join(folder, 'old.html'), renamed: path.join(folder, 'new.html'), bad: path.join(folder, 'bad.json') };
  writeFileSync(files.instructions, JSON.stringify(TEMPLATE));
  writeFileSync(files.old, menuPage());
  writeFileSync(files.renamed, menuPage({ priceClass: 'cost' }));
  writeFileSync(files.bad, JSON.stringify({ ...TEMPLATE, dishes: { selector: 'li:nope(1)', fields: { name: { selector: '.name' } } } }));

  it('prints the diff of two pages and hasChanges as JSON', { timeout: 30_000 }, () => {
    const { status, stdout } = probe('--instructions', files.instructions, files.old, files.renamed);
    expect(status).toBe(0);
    const diff = JSON.parse(stdout) as { hasChanges: boolean; removedClasses: string[]; risks: { rule: string }[] };
    expect(diff.hasChanges).toBe(true);
    expect(diff.removedClasses).toEqual(['price']);
    expect(diff.risks.map((risk) => risk.rule)).toEqual(['dishes.fields.price']);
  });

  it('refuses instructions the engine cannot compile, saying why', { timeout: 30_000 }, () => {
    const { status, stderr } = probe('--instructions', files.bad, files.old, files.renamed);
    expect(status).toBe(2);
    expect(stderr).toContain('dishes.selector');
  });
});
