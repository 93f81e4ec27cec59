/**
 * Figures of docs/heavy-work.md: /api/health while a 100,000-row import and a 100,000-row PDF
 * export run, the monthly first-in/last-out swipe aggregate, and what the sign-in page transfers.
 */
import { sql } from 'kysely';
import { launchBrowser } from '../../tests/helpers/browser.js';
import type { DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { bearer, type TestServer } from '../../tests/helpers/testServer.js';
import { firstInLastOut } from '../../tests/helpers/swipeQueries.js';
import { healthDuring, ms, percentile, report } from './measure.js';

const ROWS = 100_000;

async function importJob(server: TestServer, token: string): Promise<string> {
  const csv = ['Name', ...Array.from({ length: ROWS }, (_, i) => `Heavy Band ${i}`)].join('\r\n');
  const form = new FormData();
  form.append('file', new Blob([csv]), 'bands.csv');
  const started = await fetch(`${server.url}/api/band/import`, { method: 'POST', headers: bearer(token), body: form }).then((r) => r.json());
  for (;;) {
    const { data } = await fetch(`${server.url}/api/jobs/${started.data.jobId}`, { headers: bearer(token) }).then((r) => r.json());
    if (data.status !== 'running') return data.message;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function heavyWorkFigures(server: TestServer, kind: DatabaseKind): Promise<void> {
  const { token } = await server.login('ADMIN');
  let outcome = '';
  const started = performance.now();
  const duringImport = await healthDuring(server.url, importJob(server, token).then((message) => (outcome = message)));
  report(`100k-row CSV import as a job (${kind}): ${outcome}`, ms(performance.now() - started), '-');
  report(`  /api/health p99 during it (${kind}), ${duringImport.length} calls`, ms(percentile(duringImport, 99)), '100 ms');

  const exportStarted = performance.now();
  const pdf = fetch(`${server.url}/api/band/export?format=pdf&filter=${encodeURIComponent('{"q":"Heavy Band"}')}`, { headers: bearer(token) }).then((r) => r.arrayBuffer());
  const duringExport = await healthDuring(server.url, pdf);
  report(`100k-row PDF export (${kind}), ${((await pdf).byteLength / 1024 / 1024).toFixed(1)} MB`, ms(performance.now() - exportStarted), '-');
  report(`  /api/health p99 during it (${kind}), ${duringExport.length} calls`, ms(percentile(duringExport, 99)), '100 ms');
}

/** A month of swipes for every employee of one organisation, and the first-in/last-out aggregate over it. */
export async function swipeAggregate(server: TestServer, kind: DatabaseKind, employees = 2000, months = 12): Promise<void> {
  const { db } = server.database;
  const acme = await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
  const staff = await db.selectFrom('employee').select('id').where('organization_id', '=', acme.id).execute();
  // Swipes of `employees` badge holders spread over the organisation's staff rows, two a weekday.
  await sql`
    INSERT INTO swipe (organization_id, employee_id, log_date_time, attendance_date, device_name, direction)
    SELECT ${acme.id}, (${sql.raw(`ARRAY[${staff.map((s) => s.id).join(',')}]`)})[1 + (b % ${staff.length})], d + t.at - interval '5 hours 30 minutes', d::date, 'Bench Gate', t.direction
    FROM generate_series(date '2025-01-01', date '2025-01-01' + ${months * 30}::int, interval '1 day') AS d
    CROSS JOIN generate_series(1, ${employees}) AS b
    CROSS JOIN (VALUES (interval '9 hours', 'IN'), (interval '18 hours', 'OUT')) AS t(at, direction)
    WHERE extract(isodow FROM d) < 6`.execute(db);
  await sql`VACUUM ANALYZE swipe`.execute(db);
  const { count } = await db.selectFrom('swipe').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await firstInLastOut(db, acme.id, '2025-06-01', '2025-07-01').execute();
    samples.push(performance.now() - start);
  }
  report(`monthly first-in/last-out over ${Number(count).toLocaleString('en')} swipes (${kind}) p50`, ms(percentile(samples, 50)), '-');
}

/** The JavaScript the sign-in page transfers in Chromium (compressed bytes on the wire), from a cold cache. */
export async function firstPageTransfer(server: TestServer): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    report(`sign-in page JavaScript transferred (${sizes.length} scripts)`, `${(total / 1024).toFixed(1)} KB`, '300 KB');
  } finally {
    await browser.close();
  }
}
