// A Vite plugin: `import { SaveRegular } from '@fluentui/react-icons'` becomes an import of the icon's own module
// (`@fluentui/react-icons/svg/save`, a public entry of the package). From the package index, icons come from shared
// modules of hundreds of icons each; the bundler places a module in one chunk, so an icon used by a lazy page (brands)
// landed in the entry chunk beside one the shell uses. One module per icon family lets each icon live where it is used.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = '@fluentui/react-icons';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@fluentui\/react-icons['"];?/g;
const EXPORTED = /export const (\w+)\s*=/g;

/** Icon export name -> its atom module (`@fluentui/react-icons/svg/<family>`). */
function atomModules(root: string): Map<string, string> {
  const folder = path.join(root, 'node_modules', PACKAGE, 'lib', 'atoms', 'svg');
  const modules = new Map<string, string>();
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.js')) continue;
    const source = readFileSync(path.join(folder, file), 'utf8');
    for (const match of source.matchAll(EXPORTED)) modules.set(match[1], `${PACKAGE}/svg/${file.slice(0, -3)}`);
  }
  return modules;
}

/** Rewrites one file's imports from the package index; names that are not icons (bundleIcon...) stay as they were. */
export function rewriteIconImports(code: string, modules: ReadonlyMap<string, string>): string {
  return code.replace(IMPORT, (statement, list: string) => {
    const byModule = new Map<string, string[]>();
    const rest: string[] = [];
    for (const raw of list.split(',').map((part) => part.trim()).filter(Boolean)) {
      if (raw.startsWith('type ')) {
        rest.push(raw);
        continue;
      }
      const atom = modules.get(raw.split(/\s+as\s+/)[0]);
      if (atom) byModule.set(atom, [...(byModule.get(atom) ?? []), raw]);
      else rest.push(raw);
    }
    if (byModule.size === 0) return statement;
    const lines = [...byModule].map(([atom, names]) => `import { ${names.join(', ')} } from '${atom}';`);
    if (rest.length) lines.push(`import { ${rest.join(', ')} } from '${PACKAGE}';`);
    return lines.join(' ');
  });
}

export function fluentIconAtoms(): Plugin {
  let modules: Map<string, string> | null = null;
  let root = process.cwd();
  return {
    name: 'fluent-icon-atoms',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.(t|j)sx?$/.test(id) || !code.includes(PACKAGE)) return null;
      modules ??= atomModules(root);
      const rewritten = rewriteIconImports(code, modules);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
