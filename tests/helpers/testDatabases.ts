import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { hash as argon2Hash } from '@node-rs/argon2';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, type DatabaseOptions, type Db } from '../../src/server/db/database.js';
import { DEMO_PASSWORD } from '../../src/server/seed/demoSeed.js';
import { prepareFirstStart } from '../../src/server/seed/firstStart.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The items of a long generated walk that `kind` runs: all of them when only one kind runs, else every
 * other one, in turns, so each item runs once and each kind gets half (docs/testing.md, "Keeping the
 * suite fast"). For walks whose subject is the server's rules, not the database: both kinds are the same
 * PostgreSQL engine, and each still runs a full share of the same routes.
 */
export function shareOf<T>(items: readonly T[], kind: DatabaseKind): T[] {
  const at = databaseKinds.indexOf(kind);
  return items.filter((_, index) => index % databaseKinds.length === at);
}

/** Where one test server's database lives, as openDatabase takes it, and how to throw it away. */
export interface TestDatabase {
  options: Partial<Pick<DatabaseOptions, 'databaseUrl' | 'dataDir' | 'inMemory'>>;
  drop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const TEMPLATE_DIR = path.join(os.tmpdir(), 'hr-console-test-templates');

/**
 * Where scratch PGlite directories go: memory (/dev/shm) when the machine has room there, else the
 * OS temp directory. A copy of the ~45 MB template takes ~0.2 s in memory against ~2 s on a busy
 * disk, and removing it is as quick; scratch databases need not survive a reboot.
 */
const SCRATCH_DIR = (() => {
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize > 2 ** 30) return '/dev/shm';
  } catch {
    // No /dev/shm (macOS) or not readable: the temp directory does.
  }
  return os.tmpdir();
})();
/**
 * SCRATCH_PREFIX names one engineer's scratch databases on a shared machine (`procbench` → databases
 * `procbench_…`, PGlite directories `procbench-…` in the scratch directory above), so they can be told apart
 * and cleared; the directories stay in memory, so a file measured with a prefix costs what it costs in CI.
 */
const SCRATCH_PREFIX = process.env.SCRATCH_PREFIX;
const scratchDir = () => fs.mkdtempSync(SCRATCH_PREFIX ? path.join(SCRATCH_DIR, `${SCRATCH_PREFIX}-`) : path.join(SCRATCH_DIR, 'hr-test-db-'));
const removeDir = (dir: string) => fs.promises.rm(dir, { recursive: true, force: true });

/**
 * The seeded demo database is built once and copied for every test server: a PGlite data directory
 * copied on disk, a PostgreSQL database created `TEMPLATE` the seeded one. The template's name is a
 * hash of the code and schemas that shape the seed, so an edit builds a new one and never reuses a
 * stale copy; templates of other versions are left for the OS to clear from its temp directory.
 */
export async function seededDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === 'postgres' ? clonePostgres(await ensurePostgresTemplate()) : clonePglite(await ensurePgliteTemplate());
}

/**
 * An empty database (no tables, no rows): for migrations and the first start of a new installation.
 * On PGlite a copy of a directory PGlite has initialised and closed (its `initdb` costs 2–3.4 s of CPU
 * against ~0.25 s to open an initialised one); `{ uninitialised: true }` gives a new empty directory
 * instead, for the test whose subject is an installation's very first start, initdb included.
 */
export async function emptyDatabase(kind: DatabaseKind, { uninitialised = false } = {}): Promise<TestDatabase> {
  if (kind === 'postgres') return createPostgres();
  if (!uninitialised) return clonePglite(await ensureEmptyPgliteTemplate());
  const dataDir = scratchDir();
  return { options: { dataDir, inMemory: false }, drop: () => removeDir(dataDir) };
}

/** Builds the templates a run needs before its files start (vitest globalSetup), so files do not race to build them. */
export async function prepareTemplates(): Promise<void> {
  // Side by side: PGlite seeds in its own thread, PostgreSQL in its own process.
  await Promise.all([ensurePgliteTemplate(), process.env.TEST_DATABASE_URL ? ensurePostgresTemplate() : undefined]);
}

let fingerprintMemo: string | undefined;
/**
 * Today's date when this module loads, before any test fakes Date: a file that moves Date (the month
 * end's to 20 Nov) and then starts its first server would otherwise name, and build, a template
 * seeded from that date, and every later file of its worker would be given it (memoized below).
 */
const PGLITE_VERSION: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
const REAL_TODAY = new Date().toISOString().slice(0, 10);
/** A hash of everything the seeded database is derived from: today's date, server code, shared code, master schemas and this file. */
function templateFingerprint(): string {
  if (fingerprintMemo) return fingerprintMemo;
  // The demo seed is dated relative to today (two weeks of swipes): a template lives one day at most.
  const hash = crypto.createHash('sha256').update(REAL_TODAY);
  for (const folder of ['src/server', 'src/shared', 'schemas']) {
    for (const file of fs.readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(ROOT, folder, file);
      if (!fs.statSync(full).isFile()) continue;
      hash.update(`${folder}/${file}\0`).update(fs.readFileSync(full));
    }
  }
  hash.update(fs.readFileSync(import.meta.filename));
  return (fingerprintMemo = hash.digest('hex').slice(0, 16));
}

/** Migrates, seeds and builds the app once on a database, as a test server's first start would. */
async function seed(options: TestDatabase['options']): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test' }, { port: 0, host: '127.0.0.1', databaseUrl: options.databaseUrl, dataDir: options.dataDir ?? '' });
  const database = await openDatabase({ ...config, inMemory: options.inMemory });
  try {
    await prepareFirstStart(database.db, config);
    // buildApp creates the master tables and their menus; the clones then start with nothing to add.
    // The seed's marked days are processed before the template is saved, so every copy holds them.
    const app = await buildApp(config, database);
    await app.attendanceProcessor.whenIdle();
    await app.close();
    await cheapenDemoPasswords(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Sign-ins are most of what the API and browser tests do, and each one verifies the demo password
 * with argon2 at production cost (19 MiB, two passes: tens of milliseconds of a core). The template's
 * demo employees get a hash of the same password at argon2's least cost instead; argon2 reads the
 * parameters from the hash, so the server's code path is the same. Production's parameters stay
 * under test wherever a test sets a password through the server (reset link, change, first
 * administrator) and signs in with it, and in tests/unit/passwords.test.ts.
 */
async function cheapenDemoPasswords(db: Db): Promise<void> {
  const admin = await db.selectFrom('employee').select('password_hash').where('emp_id', '=', 'ADMIN').executeTakeFirst();
  if (!admin?.password_hash) return;
  const cheap = await argon2Hash(DEMO_PASSWORD, { algorithm: 2 /* Argon2id */, memoryCost: 64, timeCost: 1, parallelism: 1 });
  await db.updateTable('employee').set({ password_hash: cheap }).where('password_hash', '=', admin.password_hash).execute();
}

let pgliteTemplate: Promise<string> | undefined;
function ensurePgliteTemplate(): Promise<string> {
  return (pgliteTemplate ??= (async () => {
    const finished = path.join(TEMPLATE_DIR, `pglite-${templateFingerprint()}`);
    if (fs.existsSync(finished)) {
      // Marks it in use, so pruneStaleTemplates leaves it to the runs still copying it.
      fs.utimesSync(finished, new Date(), new Date());
      return finished;
    }
    fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
    pruneStaleTemplates();
    const building = fs.mkdtempSync(`${finished}.building-`);
    await seed({ dataDir: building, inMemory: false });
    try {
      // Another run may have finished the same template meanwhile: either copy is good, keep the first.
      fs.renameSync(building, finished);
    } catch {
      fs.rmSync(building, { recursive: true, force: true });
    }
    return finished;
  })());
}

let emptyPgliteTemplate: Promise<string> | undefined;
/** A PGlite directory initialised and closed with nothing in it, one per PGlite version. */
function ensureEmptyPgliteTemplate(): Promise<string> {
  return (emptyPgliteTemplate ??= (async () => {
    const finished = path.join(TEMPLATE_DIR, `pglite-empty-${PGLITE_VERSION}`);
    if (fs.existsSync(finished)) {
      fs.utimesSync(finished, new Date(), new Date());
      return finished;
    }
    fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
    const building = fs.mkdtempSync(`${finished}.building-`);
    // Where the server keeps PGlite inside its data directory (startPgliteWorker.ts).
    const pglite = new PGlite(path.join(building, 'pglite'));
    await pglite.waitReady;
    await pglite.close();
    try {
      fs.renameSync(building, finished);
    } catch {
      fs.rmSync(building, { recursive: true, force: true });
    }
    return finished;
  })());
}

/** Each code version leaves a template of ~50 MB; one nobody used for two hours is dropped when a new one is built. */
function pruneStaleTemplates(): void {
  const cutoff = Date.now() - 2 * 3_600_000;
  for (const name of fs.readdirSync(TEMPLATE_DIR)) {
    const full = path.join(TEMPLATE_DIR, name);
    if (name.startsWith('pglite-') && fs.statSync(full).mtimeMs < cutoff) fs.rmSync(full, { recursive: true, force: true });
  }
}

async function clonePglite(template: string): Promise<TestDatabase> {
  const dataDir = scratchDir();
  await fs.promises.cp(template, dataDir, { recursive: true, filter: (source) => path.basename(source) !== 'server.lock' });
  return { options: { dataDir, inMemory: false }, drop: () => removeDir(dataDir) };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function urlOf(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

const dropper = (name: string) => () => withAdmin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

/** A fresh PostgreSQL database, copied from `template` when given; dropped by its drop(). */
async function createPostgres(template?: string): Promise<TestDatabase> {
  const name = `${SCRATCH_PREFIX ?? 'hr_test'}_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(async (client) => {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    // A scratch database need not survive a crash of the server: commits stop waiting for the disk.
    await client.query(`ALTER DATABASE ${name} SET synchronous_commit TO off`);
  });
  return { options: { databaseUrl: urlOf(name) }, drop: dropper(name) };
}

let postgresTemplate: Promise<string> | undefined;
function ensurePostgresTemplate(): Promise<string> {
  return (postgresTemplate ??= (async () => {
    const finished = `hr_template_${templateFingerprint()}`;
    const exists = await withAdmin(async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [finished])).rowCount === 1);
    if (exists) return finished;
    const building = await createPostgres();
    await seed(building.options);
    const name = new URL(building.options.databaseUrl!).pathname.slice(1);
    try {
      await withAdmin((client) => client.query(`ALTER DATABASE ${name} RENAME TO ${finished}`));
    } catch {
      await building.drop();
    }
    return finished;
  })());
}

async function clonePostgres(template: string): Promise<TestDatabase> {
  return createPostgres(template);
}

/**
 * Runs `work` on a test database through a Kysely of its own, outside any server: to bring an empty
 * database to an earlier migration and fill it as an older version of the product would have.
 */
export async function withKysely<T>(database: TestDatabase, work: (db: Kysely<any>) => Promise<T>): Promise<T> {
  const pglite = database.options.databaseUrl ? undefined : new PGlite(path.join(database.options.dataDir!, 'pglite'));
  const pool = pglite ? new pg.Pool({ ...createPgConfig(pglite), max: 1 }) : new pg.Pool({ connectionString: database.options.databaseUrl, max: 1 });
  // pg-pool's end() resolves before its idle connection has closed, so the caller's DROP … WITH (FORCE) can
  // end that connection; the pool re-emits the server's notice as an 'error', which with no listener is an
  // uncaught exception in whichever test runs next. Errors of the work itself still reach it through the query.
  pool.on('error', () => {});
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  try {
    return await work(db);
  } finally {
    await db.destroy();
    await pglite?.close();
  }
}
