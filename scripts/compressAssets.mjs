// Run after `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text file of the built SPA, so the
// server picks one by Accept-Encoding without compressing on each request. Source maps are left alone (not served in
// production). Usage: node scripts/compressAssets.mjs [folder, default dist/spa]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml)$/i;
// Below this size the headers cost more than the compression saves.
const MIN_BYTES = 1024;

const folder = path.resolve(process.argv[2] ?? 'dist/spa');

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Dot folders (Vite's .vite manifest) are not served.
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

let original = 0;
let brotli = 0;
let gzip = 0;
let count = 0;
for (const file of filesUnder(folder)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  // A copy that is not smaller is not written: the server then sends the file itself.
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  original += content.length;
  brotli += Math.min(br.length, content.length);
  gzip += Math.min(gz.length, content.length);
  count += 1;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`Compressed ${count} files in ${path.relative(process.cwd(), folder) || '.'}: ${kb(original)} -> brotli ${kb(brotli)}, gzip ${kb(gzip)}`);
