import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { runWorkers } from './runWorkers.js';
import { prepareFirstStart } from './seed/firstStart.js';

const config = loadConfig(process.env, { dev: process.argv.includes('--dev') });
if (cluster.isPrimary && config.workers > 1) await runWorkers(config);
else await serve();

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
    if (firstStart === 'demo') app.log.info('Empty database: demo data seeded (password Welcome@123; see README)');
    if (firstStart === 'admin') app.log.info(`Empty database: administrator ${config.adminEmpId} created`);

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
