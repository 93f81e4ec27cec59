/**
 * `npm run bench`: prints the figures the issues budget (start-up, bundle sizes, signed-in call
 * latency, master list vs the raw driver, schema sync, a 10,000-row Excel import). It asserts
 * nothing, so a slow machine never turns CI red; compare the figures with the budgets.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import { startTestServer, bearer, type TestServer } from '../../tests/helpers/testServer.js';
import type { DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { dynamic } from '../../src/server/masters/dynamicDb.js';
import { ms, percentile, report, timeMany } from './measure.js';
import { firstPageTransfer, heavyWorkFigures, swipeAggregate } from './heavyWork.js';

async function startupOnExistingData(): Promise<void> {
  if (!fs.existsSync('dist/server/main.js')) {
    console.log('start-up: run `npm run build` first');
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const run = async () => {
    const started = performance.now();
    const port = 18000 + Math.floor(Math.random() * 1000);
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: 'ignore',
    });
    try {
      for (;;) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
    }
  };
  report('first start (empty data dir, demo seed)', ms(await run()), '-');
  report('npm start on an existing data dir → /api/health', ms(await run()), '3000 ms');
}

function bundleSizes(): void {
  const dir = 'dist/client';
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.log('bundle sizes: run `npm run build` first');
    return;
  }
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length / 1024;
  report('login page JavaScript (entry + preloads, gzipped)', `${initial.reduce((sum, f) => sum + gz(f), 0).toFixed(1)} KB`, '400 KB');
  const lazy = fs.readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`));
  const largest = lazy.map((f) => [f, gz(`assets/${f}`)] as const).sort((a, b) => b[1] - a[1]).slice(0, 6);
  for (const [file, size] of largest) report(`  lazy chunk ${file}`, `${size.toFixed(1)} KB`, '150 KB');
}

async function signedInCall(server: TestServer, kind: DatabaseKind): Promise<void> {
  const { token } = await server.login('EMP001');
  const samples = await timeMany(500, () => fetch(`${server.url}/api/employee/getEmployeeProfile`, { headers: bearer(token) }).then((r) => r.json()));
  report(`profile call over HTTP, p50 (${kind})`, ms(percentile(samples, 50)), '10 ms');
}

async function masterList(server: TestServer, kind: DatabaseKind): Promise<void> {
  const { token } = await server.login('ADMIN');
  const { db, pool } = server.database;
  const acme = await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
  const rows = Array.from({ length: 10_000 }, (_, i) => ({ name: `Bench Title ${String(i).padStart(5, '0')}`, organization_id: acme.id, created_by: 'bench', updated_by: 'bench' }));
  for (let i = 0; i < rows.length; i += 1000) await dynamic(db).insertInto('master_market_facing_title').values(rows.slice(i, i + 1000)).execute();
  await sql`ANALYZE master_market_facing_title`.execute(db);

  const url = `${server.url}/api/marketFacingTitle?sort=${encodeURIComponent('["name","DESC"]')}&range=[0,9]&filter=${encodeURIComponent('{"q":"title 09"}')}`;
  const api = await timeMany(300, () => fetch(url, { headers: bearer(token) }).then((r) => r.json()));
  // The floor: the same statement straight through the driver, no HTTP, no auth, no mapping.
  const floorSql = `SELECT *, count(*) OVER () AS __total FROM master_market_facing_title
    WHERE organization_id = $1 AND (lower(name::text) LIKE lower($2)) ORDER BY name DESC, id LIMIT 10 OFFSET 0`;
  const floor = await timeMany(300, () => pool.query(floorSql, [acme.id, '%title 09%']));
  // The same call through Fastify's whole pipeline (routing, auth, validation, serialisation) without
  // a socket, and an unauthenticated HTTP call, to show what the loopback HTTP client itself costs.
  const path = url.slice(server.url.length);
  const injected = await timeMany(300, () => server.app.inject({ url: path, headers: bearer(token) }));
  const health = await timeMany(300, () => fetch(`${server.url}/api/health`).then((r) => r.json()));
  const [apiP50, injectP50, floorP50] = [percentile(api, 50), percentile(injected, 50), percentile(floor, 50)];
  report(`master list, 10k rows, page 10, sorted, q (${kind}) p50`, ms(apiP50), kind === 'postgres' ? '5 ms' : '10 ms');
  report(`  same call without the socket (inject) (${kind}) p50`, ms(injectP50), '-');
  report(`  same SQL through the driver (${kind}) p50`, ms(floorP50), '-');
  report(`  /api/health over HTTP, no database (${kind}) p50`, ms(percentile(health, 50)), '-');
  report(`  ratio API over HTTP / floor (${kind})`, `${(apiP50 / floorP50).toFixed(2)}×`, '1.5× over the floor');
  report(`  ratio API in-process / floor (${kind})`, `${(injectP50 / floorP50).toFixed(2)}×`, '1.5× over the floor');
}

async function excelImport(server: TestServer, kind: DatabaseKind): Promise<void> {
  const { token } = await server.login('ADMIN');
  const sheet = XLSX.utils.aoa_to_sheet([['Name'], ...Array.from({ length: 10_000 }, (_, i) => [`Imported Band ${i}`])]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const started = performance.now();
  // What the browser does: parse the workbook, then send the rows.
  const parsed = XLSX.utils.sheet_to_json(XLSX.read(file).Sheets.Sheet1, { defval: '' });
  const response = await fetch(`${server.url}/api/band/import`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ rows: parsed }),
  });
  const body = (await response.json()) as { message: string };
  report(`import of a 10,000-row Excel file (${kind})`, ms(performance.now() - started), '10000 ms');
  if (!response.ok) console.log(`  import failed: ${body.message}`);
}

const kinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
bundleSizes();
await startupOnExistingData();
for (const kind of kinds) {
  const started = performance.now();
  const server = await startTestServer(kind, { listen: true });
  report(`server build with all schemas synced + demo seed (${kind})`, ms(performance.now() - started), '3000 ms (sync)');
  try {
    await signedInCall(server, kind);
    await masterList(server, kind);
    await excelImport(server, kind);
    if (kind === 'pglite') await firstPageTransfer(server);
    await heavyWorkFigures(server, kind);
    await swipeAggregate(server, kind);
  } finally {
    await server.close();
  }
}
