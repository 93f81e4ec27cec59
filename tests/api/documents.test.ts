import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.js';
import { sendDocumentExpiryReminders } from '../../src/server/profiles/documentExpiryReminders.js';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { ORGANIZATION_TIME_ZONE } from '../../src/shared/organizationTimeZone.js';
import { Mailer } from '../../src/server/mail/Mailer.js';
import { MAIL_TEMPLATE_MASTER, ProductMails } from '../../src/server/mailTemplates/productMails.js';
import { loadMasterSchemas } from '../../src/server/masters/loadMasterSchemas.js';
import { displayDate } from '../../src/shared/displayDate.js';
import { openSecretBox } from '../../src/server/secrets/SecretBox.js';
import { demoLogoPng } from '../../src/server/seed/demoLogo.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PAGE = Buffer.from('<!doctype html><script>fetch("/api/employee/getEmployeeProfile")</script>');
const TYPES = 'Please upload a valid file type: pdf, jpg, jpeg, png, doc, docx';

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('profile images and documents on %s', (kind) => {
  let server: TestServer;
  let db: Db;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    db = server.database.db;
    for (const empId of ['EMP001', 'EMP002', 'HR001', 'NIL001', 'EMP011']) tokens[empId] = (await server.login(empId)).token;
  });
  afterAll(() => server?.close());

  const multipart = (who: string, method: 'POST' | 'PUT', url: string, file: { name: string; bytes: Buffer; type?: string }, fields: Record<string, string> = {}) => {
    const boundary = '----profiles';
    const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    return server.app.inject({
      method,
      url,
      headers: { ...bearer(tokens[who]), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        ...parts,
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
        file.bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };
  const get = (who: string, url: string) => server.app.inject({ url, headers: bearer(tokens[who]) });
  const documentCount = async () => Number((await db.selectFrom('employee_document').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('takes a profile photo by its content, resized, and refuses a page named .png', async () => {
    const big = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20, g: 120, b: 60 } } }).jpeg().toBuffer();
    const saved = await multipart('EMP001', 'POST', '/api/profileImage/photo', { name: 'me.jpg', bytes: big, type: 'image/jpeg' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Profile photo updated successfully');
    const { fileName } = saved.json().data;
    const served = await get('EMP002', `/api/users/docs/profileImage/${fileName}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
    expect((await get('EMP002', '/api/profileImage/info/EMP001')).json().data.photo).toBe(fileName);
    // Another organisation never sees it.
    expect((await get('NIL001', `/api/users/docs/profileImage/${fileName}`)).statusCode).toBe(404);

    const page = await multipart('EMP001', 'POST', '/api/profileImage/banner', { name: 'banner.png', bytes: PAGE, type: 'image/png' });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe('Please upload a valid file type: png, jpg, jpeg');
    const double = await multipart('EMP001', 'POST', '/api/profileImage/banner', { name: 'banner.php.png', bytes: demoLogoPng([1, 2, 3]) });
    expect(double.json().message).toBe('Double extension files are not allowed.');
  });

  it('lets HR put an employee\'s banner, not an employee someone else\'s, nor HR another organisation\'s', async () => {
    const png = demoLogoPng([10, 120, 60]);
    const saved = await multipart('HR001', 'PUT', '/api/profileImage/banner/EMP001', { name: 'banner.png', bytes: png });
    expect(saved.statusCode, saved.body).toBe(200);
    const served = await get('EMP001', `/api/users/docs/profileImage/${saved.json().data.fileName}`);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1500, height: 400 });
    expect((await multipart('EMP002', 'PUT', '/api/profileImage/banner/EMP001', { name: 'banner.png', bytes: png })).statusCode).toBe(403);
    expect((await multipart('HR001', 'PUT', '/api/profileImage/photo/NIL001', { name: 'p.png', bytes: png })).statusCode).toBe(404);
  });

  let passport: Record<string, any>;
  it('uploads a document with an expiry date, by the rules of spec 002 §5, writing nothing when refused', async () => {
    const before = await documentCount();
    for (const [name, bytes, message] of [
      ['passport.pdf.exe', PDF, 'Double extension files are not allowed.'],
      ['passport.exe', PDF, TYPES],
      ['passport.pdf', PAGE, TYPES],
    ] as const) {
      const refused = await multipart('EMP001', 'POST', '/api/employee/doc-info', { name, bytes }, { documentType: 'Passport' });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().message, name).toBe(message);
    }
    const noType = await multipart('EMP001', 'POST', '/api/employee/doc-info', { name: 'passport.pdf', bytes: PDF });
    expect(noType.json().message).toBe('Document Type is required');
    const badDate = await multipart('EMP001', 'POST', '/api/employee/doc-info', { name: 'passport.pdf', bytes: PDF }, { documentType: 'Passport', expiryDate: '31/12/2026' });
    expect(badDate.json().fields).toEqual([{ field: 'expiryDate', message: 'Invalid date' }]);
    const hrOnly = await multipart('EMP001', 'POST', '/api/employee/doc-info', { name: 'passport.pdf', bytes: PDF }, { documentType: 'Passport', verified: 'true' });
    expect(hrOnly.statusCode).toBe(403);
    expect(hrOnly.json().message).toBe('Verified by HR can be changed by HR only');
    expect(await documentCount()).toBe(before);

    const today = attendanceToday(ORGANIZATION_TIME_ZONE);
    const saved = await multipart('EMP001', 'POST', '/api/employee/doc-info', { name: 'My passport scan of 2026 renewal.pdf', bytes: PDF }, { documentType: 'Passport', documentNumber: 'Z1234567', expiryDate: addDays(today, 10) });
    expect(saved.statusCode, saved.body).toBe(200);
    passport = saved.json().data;
    expect(passport).toMatchObject({ empId: 'EMP001', folderName: 'otherDocuments', documentType: 'Passport', expiryDate: addDays(today, 10), verified: false, uploadedBy: 'EMP001' });
    const image = await multipart('HR001', 'POST', '/api/employee/doc-info/hr/EMP001', { name: 'visa.png', bytes: demoLogoPng([5, 5, 5]) }, { documentType: 'Visa', expiryDate: addDays(today, 45), verified: 'true' });
    expect(image.statusCode, image.body).toBe(200);
    expect((await get('EMP001', '/api/employee/doc-info')).json().data.map((row: any) => row.documentType)).toEqual(['Visa', 'Passport']);
  });

  it('serves a document to its employee and HR of the organisation only, and refuses path tricks', async () => {
    const url = `/api/users/docs/otherDocuments/${passport.fileName}`;
    const own = await get('EMP001', url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await get('HR001', url)).statusCode).toBe(200);
    expect((await get('EMP002', url)).statusCode).toBe(403);
    expect((await get('EMP002', '/api/employee/doc-info/hr/EMP001')).statusCode).toBe(403);
    expect((await get('NIL001', url)).statusCode).toBe(404);
    expect((await get('HR001', '/api/employee/doc-info/hr/NIL001')).statusCode).toBe(404);
    const download = await get('EMP001', `/api/users/doc-info/download/otherDocuments/${passport.fileName}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="My_passport_scan_of_2026_renewal.pdf"$/);
    expect((await get('EMP002', `/api/users/doc-info/download/otherDocuments/${passport.fileName}`)).statusCode).toBe(403);
    for (const trick of [
      `/api/users/docs/otherDocuments/..%2F..%2F${passport.fileName}`,
      `/api/users/docs/..%2FotherDocuments/${passport.fileName}`,
      `/api/users/docs/otherDocuments/%2e%2e%2f${passport.fileName}`,
      `/api/users/doc-info/download/otherDocuments/..%2Fidcard%2FEMP002.pdf`,
      `/api/users/docs/otherDocuments/..`,
      `/api/users/docs/idcard/..%2F..%2FEMP002.pdf`,
    ]) {
      const refused = await get('EMP001', trick);
      expect([400, 404], trick).toContain(refused.statusCode);
      expect(refused.headers['content-type'], trick).toMatch(/json/);
    }
  });

  it('lists HR the documents expiring in the next 30 days', async () => {
    const expiring = await get('HR001', '/api/employee/documents/expiring');
    expect(expiring.statusCode).toBe(200);
    expect(expiring.json().data.map((row: any) => [row.empId, row.documentType])).toEqual([['EMP001', 'Passport']]);
    expect((await get('HR001', '/api/employee/documents/expiring?days=60')).json().data).toHaveLength(2);
    expect((await get('EMP001', '/api/employee/documents/expiring')).statusCode).toBe(403);
    expect((await get('NIL001', '/api/employee/documents/expiring')).statusCode).toBe(403);
  });

  it('reminds the employee through the outbox once per document and day', async () => {
    const today = attendanceToday(ORGANIZATION_TIME_ZONE);
    const log = { info: () => {}, error: () => {} } as never;
    const templates = new ProductMails(db, log, loadMasterSchemas('schemas/masters').find((master) => master.name === MAIL_TEMPLATE_MASTER));
    const mailer = new Mailer(db, log, await openSecretBox(db, server.config), undefined, 'test@example.com', false, templates);
    const reminders = () => db.selectFrom('outbox_mail').select(['to_address', 'subject']).where('subject', 'like', 'Your % expires on %').orderBy('id').execute();
    expect(await sendDocumentExpiryReminders(db, mailer, today)).toBe(1);
    const employee = await db.selectFrom('employee').select('official_email').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    expect(await reminders()).toEqual([{ to_address: employee.official_email, subject: `Your Passport expires on ${displayDate(addDays(today, 10))}` }]);
    // The same day again (another process, a restart): nothing more.
    expect(await sendDocumentExpiryReminders(db, mailer, today)).toBe(0);
    expect(await reminders()).toHaveLength(1);
    // The next day, one more; the visa's turn comes 30 days before its expiry.
    expect(await sendDocumentExpiryReminders(db, mailer, addDays(today, 1))).toBe(1);
    expect(await sendDocumentExpiryReminders(db, mailer, addDays(today, 15))).toBe(1);
    expect((await reminders()).map((mail) => mail.subject)).toEqual([
      `Your Passport expires on ${displayDate(addDays(today, 10))}`,
      `Your Passport expires on ${displayDate(addDays(today, 10))}`,
      `Your Visa expires on ${displayDate(addDays(today, 45))}`,
    ]);
  });
});
