// The product for a browser test file, started in the test's own process by the function `npm start` runs
// (server/startProduct.ts) over a copy of the run's demo template: a file's server costs a database copy and a listen,
// not a Node start loading the server's modules again (they stay loaded from one browser file to the next). What needs
// a process of its own (a restart, a fresh start, `npm run login-code`, the stdout a person reads) keeps
// serverProcess.ts. docs/decisions.md, "A test run that stays fast".
import { rmSync } from 'node:fs';
import { issueLoginCodeFor } from '../../server/auth/issueLoginCode';
import { loadConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/database';
import { startProduct } from '../../server/startProduct';
import { productData, type ServerProcess, type ServerProcessOptions } from './serverProcess';
import { mintSession } from './mintSession';
import type { Tokens } from './testApp';

export interface ProductServer extends ServerProcess {
  db: Database;
  config: Config;
  /** Codes the product delivered (requestLoginCode), newest last: the log stands in for email here. */
  deliveredCodes: { email: string; code: string }[];
  /** A session for the person with this email, minted as sign-in mints it (no code round trip, no rate limit). */
  sessionOf(email: string): Promise<Tokens>;
}

export async function startProductServer(extraEnv: NodeJS.ProcessEnv = {}, options: ServerProcessOptions = {}): Promise<ProductServer> {
  const data = await productData(extraEnv, options);
  const config = loadConfig({ ...data.env, PORT: '0' });
  let output = '';
  const deliveredCodes: ProductServer['deliveredCodes'] = [];
  const product = await startProduct(config, {
    log: (line) => (output += `${line}\n`),
    deliverCode: async (email, code) => {
      deliveredCodes.push({ email, code });
    },
  });
  const url = `http://localhost:${product.port}`;
  let stopped = false;
  const dropData = async () => {
    await data.database?.drop();
    rmSync(data.dataDir, { recursive: true, force: true });
  };
  return {
    url,
    env: { ...data.env, PORT: String(product.port) },
    fresh: options.fresh === true,
    demoSitesOrigin: config.demoSitesOrigin,
    db: product.db,
    config,
    deliveredCodes,
    output: () => output,
    loginCode: (email) => issueLoginCodeFor(product.db, config.jwtSecret, email),
    async sessionOf(email) {
      const rows = await product.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
      if (!rows[0]) throw new Error(`No user ${email}`);
      return mintSession({ db: product.db, config }, rows[0].id);
    },
    dropData,
    async stop(stopOptions = {}) {
      if (!stopped) {
        stopped = true;
        await product.stop();
      }
      if (!stopOptions.keepData) await dropData();
    },
  };
}
