import * as XLSX from 'xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';
import { zipBomb } from '../helpers/zipBomb.js';

/** The documented caps (docs/heavy-work.md), written here independently of the code that enforces them. */
const LIST_PAGE = 1000;
const EXPORT_ROWS = 100_000;
const IMPORT_ROWS = 100_000;
const JSON_ROWS = 10_000;

describe.each(databaseKinds)('heavy work off the HTTP thread on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { listen: true });
    admin = (await server.login('ADMIN')).token;
  });
  afterAll(() => server?.close());

  const upload = async (master: string, fileName: string, bytes: Uint8Array | string, token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart]), fileName);
    const response = await fetch(`${server.url}/api/${master}/import`, { method: 'POST', headers: bearer(token), body: form });
    return { status: response.status, body: await response.json() };
  };
  const job = async (id: number, token = admin) => {
    const response = await fetch(`${server.url}/api/jobs/${id}`, { headers: bearer(token) });
    return { status: response.status, body: await response.json() };
  };
  /** Polls the job until it ends, as the import dialog does. */
  const finished = async (id: number) => {
    for (;;) {
      const { body } = await job(id);
      if (body.data.status !== 'running') return body.data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const count = async (master: string, search: string) => {
    const response = await fetch(`${server.url}/api/${master}?filter=${encodeURIComponent(JSON.stringify({ q: search }))}&range=[0,0]`, { headers: bearer(admin) });
    return Number(response.headers.get('content-range')!.split('/')[1]);
  };

  it('imports an uploaded CSV file as a job its owner follows to the end', async () => {
    const csv = ['Name', ...Array.from({ length: 2500 }, (_, i) => `Job Band ${i % 2 ? 2500 - i : i}`)].join('\r\n');
    const started = await upload('band', 'bands.csv', csv);
    expect(started.status).toBe(202);
    const ended = await finished(started.body.data.jobId);
    expect(ended).toMatchObject({ status: 'done', progress: 100, message: '2500 rows imported', result: { imported: 2500 } });
    expect(await count('band', 'Job Band')).toBe(2500);
  });

  it('lets no one but the owner, in the owner’s organisation, read a job', async () => {
    const started = await upload('band', 'one.csv', 'Name\r\nOwner Band');
    await finished(started.body.data.jobId);
    const other = (await server.login('HR001')).token;
    expect((await job(started.body.data.jobId, other)).status).toBe(404);
    expect((await job(999999)).status).toBe(404);
    expect((await job(started.body.data.jobId)).status).toBe(200);
  });

  it('imports an Excel file and reports the file’s own row numbers when any row fails, writing nothing', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([['Name'], ['Excel Band 1'], [''], ['Excel Band 1'], ['Excel Band 2']]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const started = await upload('band', 'bands.xlsx', bytes);
    const ended = await finished(started.body.data.jobId);
    expect(ended).toMatchObject({
      status: 'failed',
      message: '1 row has errors; nothing was imported',
      result: { rows: [{ row: 4, field: 'name', message: 'Duplicate of row 2 in this file' }] },
    });
    expect(await count('band', 'Excel Band')).toBe(0);
  });

  it('refuses a workbook that inflates past the limit, or a CSV holding a NUL, before any job starts', async () => {
    const jobs = () => tableFingerprint(server.database.db, 'background_job');
    const before = await jobs();
    const bomb = zipBomb(300 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await upload('band', 'bomb.xlsx', bomb)).toMatchObject({ status: 400, body: { message: 'The file unpacks to more than 200 MB; it cannot be imported' } });
    expect(await upload('band', 'nul.csv', 'Name\r\nNul\u0000Band')).toMatchObject({ status: 400, body: { message: 'The file holds a NUL character, which cannot be imported' } });
    expect(await jobs()).toBe(before);
    expect(await count('band', 'Nul')).toBe(0);
  });

  it('fails the job, writing nothing, when a workbook’s cell holds a NUL (found only by reading it in the worker)', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Name'], ['Cell Band 1'], ['Cell\u0000Band']]), 'Sheet1');
    const started = await upload('band', 'nul.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(await finished(started.body.data.jobId)).toMatchObject({ status: 'failed', message: 'Row 3 holds a NUL character, which cannot be imported' });
    expect(await count('band', 'Cell Band')).toBe(0);
  });

  it('refuses a file of more rows than the cap, and a file larger than the cap, writing nothing', async () => {
    const long = ['Name', ...Array.from({ length: IMPORT_ROWS + 1 }, (_, i) => `Long Band ${i}`)].join('\n');
    const ended = await finished((await upload('band', 'long.csv', long)).body.data.jobId);
    expect(ended).toMatchObject({ status: 'failed', message: 'A file may hold at most 100,000 rows; split it into smaller files' });
    expect(await count('band', 'Long Band')).toBe(0);
    const large = await upload('band', 'large.csv', `Name\n${'x'.repeat(21 * 1024 * 1024)}`);
    expect(large.status).toBe(413);
    expect(large.body.message).toBe('The file is larger than 20 MB; split it into smaller files');
  });

  it('refuses more rows as JSON than one synchronous request may carry', async () => {
    const rows = Array.from({ length: JSON_ROWS + 1 }, (_, i) => ({ Name: `Json Band ${i}` }));
    const response = await server.app.inject({ method: 'POST', url: '/api/band/import', headers: bearer(admin), payload: { rows } });
    expect(response.statusCode).toBe(400);
    expect(await count('band', 'Json Band')).toBe(0);
  });

  it('caps a list page, the grid’s All included, and says so in Content-Range', async () => {
    const response = await fetch(`${server.url}/api/band?range=[0,99999]`, { headers: bearer(admin) });
    const rows = await response.json();
    expect(rows).toHaveLength(LIST_PAGE);
    expect(response.headers.get('content-range')).toMatch(new RegExp(`^band 0-${LIST_PAGE - 1}/\\d+$`));
  });

  it('exports every matching row in the list’s order, across keyset pages, whatever the sort', async () => {
    // The names were imported in an order unlike their sort order.
    for (const [field, order] of [['name', 'DESC'], ['name', 'ASC'], ['id', 'DESC']] as const) {
      const query = `filter=${encodeURIComponent(JSON.stringify({ q: 'Job Band' }))}&sort=${encodeURIComponent(JSON.stringify([field, order]))}`;
      const listed: string[] = [];
      for (let start = 0; start < 2500; start += LIST_PAGE) {
        const page = await fetch(`${server.url}/api/band?${query}&range=[${start},${start + LIST_PAGE - 1}]`, { headers: bearer(admin) });
        listed.push(...(await page.json()).map((row: { name: string }) => row.name));
      }
      const csv = await fetch(`${server.url}/api/band/export?format=csv&${query}`, { headers: bearer(admin) });
      const [header, ...lines] = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
      const nameColumn = header.split(',').indexOf('Name');
      expect(lines.map((line) => line.split(',')[nameColumn])).toEqual(listed);
    }
  });

  it('refuses an export of more rows than the cap, naming the count', async () => {
    const { db } = server.database;
    await sql`
      INSERT INTO master_band (organization_id, name, status, created_by, updated_by)
      SELECT organization_id, 'Bulk Band ' || n, 'Active', 'ADMIN', 'ADMIN'
      FROM (SELECT id AS organization_id FROM organization WHERE organization_code = 'ACME') AS own, generate_series(1, ${EXPORT_ROWS + 1}) AS n`.execute(db);
    const response = await fetch(`${server.url}/api/band/export?format=csv&filter=${encodeURIComponent(JSON.stringify({ q: 'Bulk Band' }))}`, { headers: bearer(admin) });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('An export holds at most 100,000 rows; this search matches 100,001. Narrow the search and export again');
  });
});
