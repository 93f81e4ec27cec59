import zlib from 'node:zlib';
import Papa from 'papaparse';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMULA_PAYLOADS } from '../helpers/formulaPayloads.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/** The strings a PDF draws (pdf-lib writes each cell as one hex string shown with Tj). */
function pdfTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(shown[1], 'hex').toString('latin1'));
  }
  return texts;
}

describe.each(databaseKinds)('exports that a spreadsheet cannot run on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let stored: string[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await server.login('ADMIN')).token;
    const imported = await server.app.inject({
      method: 'POST',
      url: '/api/bankName/import',
      headers: bearer(token),
      payload: { rows: FORMULA_PAYLOADS.map((name) => ({ name })) },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    // What the database holds for each payload (the server may normalise whitespace).
    const list = (await server.app.inject({ url: '/api/bankName?range=[0,999]', headers: bearer(token) })).json() as { name: string }[];
    stored = list.map((row) => row.name).filter((name) => /^[=+\-@\t\r\s]/.test(name));
    expect(stored).toHaveLength(FORMULA_PAYLOADS.length);
  });
  afterAll(() => server?.close());

  const exported = (format: string) => server.app.inject({ url: `/api/bankName/export?format=${format}`, headers: bearer(token) });
  const expectEscaped = (cells: string[]) => {
    for (const name of stored) {
      expect(cells).toContain(`'${name}`);
      expect(cells).not.toContain(name);
    }
    expect(cells).toContain('State Bank of India');
  };

  it('escapes every payload in CSV', async () => {
    const csv = await exported('csv');
    const rows = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, '')).data;
    expectEscaped(rows.flat());
  });

  it('escapes every payload in Excel', async () => {
    const xlsx = await exported('xlsx');
    const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(xlsx.rawPayload).Sheets.Sheet1, { header: 1 });
    expectEscaped(rows.flat().map(String));
  });

  it('escapes every payload in PDF', async () => {
    const pdf = await exported('pdf');
    // Helvetica draws no tab or CR; the PDF shows '?' in their place.
    const drawn = pdfTexts(pdf.rawPayload);
    for (const name of stored) expect(drawn).toContain(`'${name.replace(/[\t\r]/g, '?')}`);
    expect(drawn.some((text) => /^[=+\-@?]/.test(text))).toBe(false);
  });
});
