/**
 * `npm run bench`: prints the figures the issues budget. It asserts nothing, so a slow machine
 * never turns CI red; compare the figures with the budgets.
 *
 * First start-up and bundle sizes; then one table per database (PostgreSQL when TEST_DATABASE_URL
 * is set, then PGlite), each figure with its floor measured in the same run and the ratio. The
 * built server runs as its own process on a database seeded with 10,000 employees and a
 * 10,000-row master; figure groups are modules of their own (callThroughput.ts, pgliteDisk.ts)
 * that add rows to the database's table. Then in-process figures (schema sync, an Excel import),
 * then the attendance month (attendanceMonth.ts; alone with `npm run bench -- attendance`, which
 * first prints the engine's CPU per day, engineDay.ts), last the
 * Leave Granter (leaveGranter.ts; alone with `npm run bench -- leave`), the balance import and the
 * attendance muster (muster.ts; alone with `npm run bench -- muster`) and the
 * shift roster import (rosterImport.ts; alone with `npm run bench -- roster`), and the people
 * figures (people.ts; alone with `npm run bench -- people`; employeeUpload.ts, the 10,000-row bulk
 * upload: `-- employeeUpload`), the help desk report (helpDesk.ts;
 * `-- helpDesk`) and the chatbot's grounded answers (chatbot.ts; `-- chatbot`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as XLSX from 'xlsx';
import { startTestServer, bearer, type TestServer } from '../../tests/helpers/testServer.js';
import { emptyDatabase, type DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { callThroughput, SEED } from './callThroughput.js';
import { BenchTable, ms, report } from './measure.js';
import { pgliteDisk } from './pgliteDisk.js';
import { buildServer, seed, startServerProcess, type ServerProcess } from './serverProcess.js';
import { firstPageTransfer, heavyWorkFigures, swipeAggregate } from './heavyWork.js';
import { attendanceMonthFigures } from './attendanceMonth.js';
import { printEngineDayFigures } from './engineDay.js';
import { leaveGranterFigures } from './leaveGranter.js';
import { leaveImportFigures } from './leaveImport.js';
import { musterFigures } from './muster.js';
import { rosterImportFigures } from './rosterImport.js';
import { adminTrackerFigures } from './adminTracker.js';
import { helpDeskFigures } from './helpDesk.js';
import { monthEndPreviewFigures } from './monthEndPreview.js';
import { peopleFigures } from './people.js';
import { callCpuFigures, overUnixSocket, PG_SOCKET_DIR } from './callCpu.js';
import { chatbotFigures } from './chatbot.js';
import { employeeUploadFigures } from './employeeUpload.js';

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
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
            const peak = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
            return { ms: performance.now() - started, peak };
          }
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
    }
  };
  const first = await run();
  report('first start (empty data dir, demo seed)', ms(first.ms), '-');
  report('  its peak RSS (PGlite)', `${first.peak.toFixed(0)} MB`, '-');
  report('npm start on an existing data dir → /api/health', ms((await run()).ms), '3000 ms');
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

/**
 * Server processes of the PostgreSQL product (WORKERS, docs/scale-out.md): BENCH_PG_WORKERS=2 runs
 * it as a 2-core machine would be deployed; on this one it moved the ratios by a few hundredths
 * (docs/performance.md), so the default stays the single process earlier figures were taken with.
 */
const POSTGRES_WORKERS = Number(process.env.BENCH_PG_WORKERS ?? 1);

/**
 * Both databases seeded alike and both servers up at once, so callThroughput can alternate between
 * them (and PostgreSQL's floor) in short rounds; then PGlite's disk figures.
 */
async function databaseTables(): Promise<BenchTable[]> {
  const tables = {
    postgres: new BenchTable(`PostgreSQL (WORKERS=${POSTGRES_WORKERS})`),
    postgresSocket: new BenchTable(`PostgreSQL over its Unix socket (${PG_SOCKET_DIR}, WORKERS=${POSTGRES_WORKERS})`),
    pglite: new BenchTable('PGlite (its own thread, over its socket)'),
  };
  const scratch = process.env.TEST_DATABASE_URL ? await emptyDatabase('postgres') : undefined;
  const url = scratch?.options.databaseUrl;
  // The same database over the socket, when PostgreSQL runs on this machine (overUnixSocket, callCpu.ts).
  const socketUrl = url && fs.existsSync(PG_SOCKET_DIR) ? overUnixSocket(url, PG_SOCKET_DIR) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const servers: ServerProcess[] = [];
  try {
    if (url) seed({ DATABASE_URL: url }, SEED);
    seed({ DATA_DIR: dataDir }, SEED);
    const postgres = [];
    for (const [table, databaseUrl] of [[tables.postgres, url], [tables.postgresSocket, socketUrl]] as const) {
      if (!databaseUrl) continue;
      const server = await startServerProcess({ DATABASE_URL: databaseUrl, WORKERS: String(POSTGRES_WORKERS) });
      servers.push(server);
      postgres.push({ table, server, databaseUrl });
    }
    const pglite = { table: tables.pglite, server: await startServerProcess({ DATA_DIR: dataDir }) };
    servers.push(pglite.server);
    await callThroughput(postgres, pglite).catch((err) => console.log(`call figures stopped: ${err instanceof Error ? err.message : err}`));
  } finally {
    for (const server of servers) await server.stop();
    await scratch?.drop();
  }
  try {
    if (!callsOnly) await pgliteDisk(tables.pglite).catch((err) => console.log(`PGlite disk figures stopped: ${err instanceof Error ? err.message : err}`));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return [...(url ? [tables.postgres] : []), ...(socketUrl ? [tables.postgresSocket] : []), tables.pglite];
}

// BENCH_ONLY=calls: only the two call-throughput tables (what a change to the per-call path needs).
const callsOnly = process.env.BENCH_ONLY === 'calls';
// `npm run bench -- attendance`: only the attendance engine's CPU per day (engineDay.ts) and the month (attendanceMonth.ts).
if (process.argv.includes('attendance')) {
  printEngineDayFigures();
  await attendanceMonthFigures();
  process.exit(0);
}
// `npm run bench -- leave` or BENCH_ONLY=leave: only the Leave Granter's yearly accrual (leaveGranter.ts).
if (process.argv.includes('leave') || process.env.BENCH_ONLY === 'leave') {
  await leaveGranterFigures();
  process.exit(0);
}
// `npm run bench -- cpu`: only the server's CPU per call (callCpu.ts), optionally A/B against another build.
if (process.argv.includes('cpu')) {
  await callCpuFigures();
  process.exit(0);
}
// `npm run bench -- muster`: only the attendance muster (muster.ts).
if (process.argv.includes('muster')) {
  buildServer();
  await musterFigures();
  process.exit(0);
}
// `npm run bench -- roster`: only the shift roster import (rosterImport.ts).
if (process.argv.includes('roster')) {
  await rosterImportFigures();
  process.exit(0);
}
// `npm run bench -- tracker`: only the admin tracker of a month of 10,000 employees (adminTracker.ts).
if (process.argv.includes('tracker')) {
  await adminTrackerFigures();
  process.exit(0);
}
// `npm run bench -- helpDesk`: only the help desk report on 100,000 tickets (helpDesk.ts).
if (process.argv.includes('helpDesk')) {
  await helpDeskFigures();
  process.exit(0);
}
// `npm run bench -- monthEnd`: only the month-end preview of 1,000 pending items (monthEndPreview.ts).
if (process.argv.includes('monthEnd')) {
  await monthEndPreviewFigures();
  process.exit(0);
}
// `npm run bench -- people`: only the employee list search and the org chart on 10,000 employees (people.ts).
if (process.argv.includes('people')) {
  await peopleFigures();
  process.exit(0);
}
// `npm run bench -- employeeUpload`: only the 10,000-employee bulk upload (employeeUpload.ts).
if (process.argv.includes('employeeUpload')) {
  await employeeUploadFigures();
  process.exit(0);
}
// `npm run bench -- chatbot`: only the chatbot's grounded answers (chatbot.ts).
if (process.argv.includes('chatbot')) {
  await chatbotFigures();
  process.exit(0);
}
// `npm run bench -- leaveImport`: only the balance import (leaveImport.ts).
if (process.argv.includes('leaveImport')) {
  await leaveImportFigures();
  process.exit(0);
}

buildServer();
if (!callsOnly) {
  bundleSizes();
  await startupOnExistingData();
}
for (const table of await databaseTables()) table.print();
console.log('');
if (callsOnly) process.exit(0);

const kinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) {
  const started = performance.now();
  const server = await startTestServer(kind, { listen: true });
  report(`server build with all schemas synced + demo seed (${kind})`, ms(performance.now() - started), '3000 ms (sync)');
  try {
    await excelImport(server, kind);
    if (kind === 'pglite') await firstPageTransfer(server);
    await heavyWorkFigures(server, kind);
    await swipeAggregate(server, kind);
  } finally {
    await server.close();
  }
}

await attendanceMonthFigures();
await leaveGranterFigures();
await leaveImportFigures();
await musterFigures();
await rosterImportFigures();
await adminTrackerFigures();
await monthEndPreviewFigures();
await peopleFigures();
await helpDeskFigures();
await chatbotFigures();
await employeeUploadFigures();
