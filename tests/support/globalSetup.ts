// Once per `vitest run`: a folder for the run's database templates (databaseTemplates.ts), removed at the end with the
// template databases. The test processes inherit its name through the environment. Every project of the run names this
// setup; the first one makes the folder and the others find it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropTemplateDatabases, TEMPLATES_DIR_ENV } from './databaseTemplates';

export default function setup(): (() => Promise<void>) | undefined {
  if (process.env[TEMPLATES_DIR_ENV]) return undefined;
  const root = mkdtempSync(path.join(tmpdir(), 'curation-templates-'));
  process.env[TEMPLATES_DIR_ENV] = root;
  return async () => {
    await dropTemplateDatabases(root).catch((error: unknown) => console.error('Could not drop the template databases:', error));
    rmSync(root, { recursive: true, force: true });
    delete process.env[TEMPLATES_DIR_ENV];
  };
}
