// Starts the product as a process: settings from the environment, the product's parts (server/startProduct.ts), the
// control channel for `npm run login-code`, and a clean stop on SIGINT or SIGTERM.
import { loadConfig } from './config';
import { startControlChannel } from './controlChannel';
import { issueLoginCodeFor } from './auth/issueLoginCode';
import { startProduct } from './startProduct';

const config = loadConfig();
// SPA_DIR serves another build of the SPA (a developer's own build folder); dist/spa by default.
const product = await startProduct(config, { spaDir: process.env.SPA_DIR || undefined });
const control = config.databaseUrl
  ? null
  : startControlChannel(config.dataDir, async (command) => {
      if (command.command !== 'login-code') return { ok: false, error: 'Unknown command' };
      return { ok: true, code: await issueLoginCodeFor(product.db, config.jwtSecret, command.email) };
    });

// One write, so whoever waits for 'is running at' (a person or a test reading the pipe) gets the sign-in hint with it.
console.log(
  [
    `Curation back office is running at http://localhost:${product.port}`,
    `Database: ${config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    'Sign in at /account/login-email, e.g. as admin@example.com; get a code with: npm run login-code -- admin@example.com',
  ].join('\n'),
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  control?.close();
  await product.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
