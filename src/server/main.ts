import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { runWorkers } from './runWorkers.js';
import { prepareFirstStart } from './seed/firstStart.js';

const config = loadConfig(process.env, { dev: process.argv.includes('--dev') });
if (process.argv.includes('--prepare-database')) await prepareDatabase();
else if (cluster.isPrimary && config.workers > 1) await runWorkers(config);
else await serve();

/** `--prepare-database`: migrations and the first start's data, then exit (npm start runs it while the browser app builds). */
async function prepareDatabase(): Promise<void> {
  const database = await openDatabase(config).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
  try {
    const prepared = firstStartMessage(await prepareFirstStart(database.db, config));
    if (prepared) console.log(prepared);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

async function serve(): Promise<void> {
  const started = Date.now();
  const database = await openDatabase({
    ...config,
    onDatabaseLost: (err) => {
      console.error(err.message);
      process.exit(1);
    },
  }).catch((err: unknown) => {
    // A refused data directory (another server holds it) or an unreachable database: one line.
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
  try {
    const firstStart = await prepareFirstStart(database.db, config);
    const app = await buildApp(config, database);
    const prepared = firstStartMessage(firstStart);
    if (prepared) app.log.info(prepared);

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal}: closing`);
      await app.close();
      await database.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    app.log.info(`HR Console ready on ${config.publicUrl} (${database.kind}) in ${Date.now() - started} ms`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    await database.close();
    process.exit(1);
  }
}

/** What a first start did to an empty database, for the log; null when the database held data. */
function firstStartMessage(firstStart: Awaited<ReturnType<typeof prepareFirstStart>>): string | null {
  if (firstStart === 'demo') return 'Empty database: demo data seeded (password Welcome@123; see README)';
  if (firstStart === 'admin') return `Empty database: administrator ${config.adminEmpId} created`;
  return null;
}
