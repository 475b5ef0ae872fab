// `npm test`'s build step: builds the SPA (`npm run build`) unless dist/spa was built from exactly the files it is built
// from now, as the stamp it leaves says. The CI runs `npm test` twice (PGlite, then PostgreSQL) on one clone: the second
// pass reuses the first one's build instead of spending a minute on the same output. Any change to the SPA's sources,
// the shared rules, the schema, the build settings or the dependencies builds again.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/spa/.build-stamp';
const INPUT_DIRECTORIES = ['src', 'domain', 'machines'];
const INPUT_FILES = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'schema.graphql',
  'relay.config.js',
  'package-lock.json',
  'scripts/codegen.ts',
  'scripts/compressAssets.mjs',
  'scripts/fluentIconAtoms.ts',
  'scripts/routeChunks.ts',
];

/** Every file below `directory`, generated ones and tests excepted, in a stable order. */
function filesBelow(directory) {
  return readdirSync(directory, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === '__generated__' || entry.name === 'node_modules' ? [] : filesBelow(full);
      return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
    });
}

function inputsDigest() {
  const hash = createHash('sha256');
  const files = [...INPUT_DIRECTORIES.flatMap(filesBelow), ...INPUT_FILES.filter((file) => existsSync(file))];
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const digest = inputsDigest();
const built = existsSync(STAMP) && statSync(STAMP).isFile() ? readFileSync(STAMP, 'utf8').trim() : null;
// The build also writes the generated Relay artifacts and resolver types the type check and the tests read.
const generated = existsSync('server/graphql/__generated__/resolvers.ts');
if (built === digest && generated) {
  console.log('dist/spa was built from the current sources (dist/spa/.build-stamp): the build is skipped.');
} else {
  execSync('npm run build', { stdio: 'inherit' });
  writeFileSync(STAMP, `${digest}\n`);
}
