// npm run login-code -- <email>: prints a working sign-in code as its last line (the live code when there is one, else a new
// one). A running server is asked over its control socket; otherwise the database is opened directly.
import { askControlChannel } from '../server/controlChannel';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { syncRoles } from '../server/db/syncRoles';
import { loadDemoData } from '../server/demo/loadDemoData';
import { fileStoreOf } from '../server/files/fileStoreOf';
import { issueLoginCodeFor } from '../server/auth/issueLoginCode';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run login-code -- <email>');
  process.exit(2);
}
const config = loadConfig();

const reply = config.databaseUrl ? null : await askControlChannel(config.dataDir, { command: 'login-code', email });
if (reply) {
  if (!reply.ok) {
    console.error(reply.error);
    process.exit(1);
  }
  console.log(reply.code);
  process.exit(0);
}

const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  await syncRoles(db);
  if (config.loadDemoData) await loadDemoData(db, { demoSitesOrigin: config.demoSitesOrigin, files: fileStoreOf(config) });
  console.log(await issueLoginCodeFor(db, config.jwtSecret, email));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
