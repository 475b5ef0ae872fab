// Once per `vitest run`: a folder for the run's database templates (databaseTemplates.ts), removed at the end with the
// template databases. The test processes inherit its name through the environment. Every project of the run names this
// setup (for the projects with files to run); the first one makes the folder and the others find it. When the API or
// browser files will run, the demo template starts being made here, while the unit files run, so that the first file
// needing it finds it ready instead of making it while the others wait.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { demoTemplate, dropTemplateDatabases, TEMPLATES_DIR_ENV } from './databaseTemplates';

/** Shared by every project's copy of this module: the templates being made, awaited before the folder goes. */
const run = globalThis as typeof globalThis & { curationTemplatesMaking?: Promise<unknown> };

export default function setup(project: TestProject): (() => Promise<void>) | undefined {
  let teardown: (() => Promise<void>) | undefined;
  if (!process.env[TEMPLATES_DIR_ENV]) {
    const root = mkdtempSync(path.join(tmpdir(), 'curation-templates-'));
    process.env[TEMPLATES_DIR_ENV] = root;
    teardown = async () => {
      await run.curationTemplatesMaking;
      await dropTemplateDatabases(root).catch((error: unknown) => console.error('Could not drop the template databases:', error));
      rmSync(root, { recursive: true, force: true });
      delete process.env[TEMPLATES_DIR_ENV];
      run.curationTemplatesMaking = undefined;
    };
  }
  // A failure is written beside the template and reported by the first file that needs it.
  // Only the demo template (a server process of its own): the empty one is a PGlite in this process, whose open file
  // handles would keep Vitest's main process from exiting; the first API file makes it in a few seconds.
  if (project.name !== 'unit') run.curationTemplatesMaking ??= demoTemplate().catch(() => undefined);
  return teardown;
}
