import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, openSession, type Session } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/** A one-pixel PNG, as the form's file widget sends it. */
const PNG =
  'data:image/png;name=poster.png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const holiday = (overrides: Record<string, unknown> = {}) => ({
  occasion: 'Founders Day',
  date: '2026-09-10',
  discription: 'The day the company was founded',
  restrictedHoliday: 'No',
  allState: true,
  allLocation: true,
  stateList: [],
  locationList: [],
  ...overrides,
});

describe.each(databaseKinds)('holidays on %s', (kind) => {
  let server: TestServer;
  let admin: Session;
  let employee: Session;
  let nileAdmin: Session;

  beforeAll(async () => {
    // Holidays before "today" mark attendance dirty; after it, not (docs/holidays.md).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T06:00:00Z'));
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    admin = await openSession(server, 'ADMIN', { organization: 'ACME' });
    employee = await openSession(server, 'EMP001');
    nileAdmin = await openSession(server, 'ADMIN', { organization: 'NILE' });
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  const db = () => server.database.db;
  const list = async (session: Session, query: string) => {
    const response = await call(server, session.token, 'GET', `/api/holidays/all-holidays${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; occasion: string; date: string; restrictedHoliday: string; stateList: { name: string }[]; locationList: { name: string }[]; file: string | null }[];
  };
  const dirtyDates = async (organizationId: number) =>
    (await db().selectFrom('attendance_dirty').select('attendance_date').distinct().where('organization_id', '=', organizationId).execute()).map((r) => String(r.attendance_date)).sort();
  const clearDirty = () => db().deleteFrom('attendance_dirty').execute();

  it('serves the demo calendar by month, type, state and location', async () => {
    const august = await list(employee, '?month=2026-08');
    expect(august.map((h) => h.occasion)).toEqual(['Independence Day', 'Madras Day', 'Raksha Bandhan']);
    const restricted = await list(employee, '?month=2026-08&type=Yes');
    expect(restricted.map((h) => h.occasion)).toEqual(['Madras Day', 'Raksha Bandhan']);
    expect((await list(employee, '?month=2026-08&type=No')).map((h) => h.occasion)).toEqual(['Independence Day']);
    // Madras Day is for Chennai HQ only.
    expect((await list(employee, '?month=2026-08&location=Pune')).map((h) => h.occasion)).toEqual(['Independence Day', 'Raksha Bandhan']);
    // Ugadi is Karnataka's and Telangana's, Gudi Padwa Maharashtra's.
    expect((await list(employee, '?month=2026-03&state=karnataka')).map((h) => h.occasion)).toEqual(['Ugadi']);
    expect((await list(employee, '?month=2026-03&state=Maharashtra')).map((h) => h.occasion)).toEqual(['Holi', 'Gudi Padwa']);
    // Every month of both years has its holidays; NILE's calendar is Egypt's.
    expect((await list(employee, '')).length).toBe(44);
    const nile = await list(nileAdmin, '?month=2027-07');
    expect(nile.map((h) => h.occasion)).toEqual(['Revolution Day (23 July)', 'Alexandria National Day']);
    expect(nile[1].stateList).toEqual([{ name: 'Alexandria' }]);
  });

  it('adds, edits and deletes a holiday with its attachment, audit trail and dirty marks', async () => {
    await clearDirty();
    const created = await call(server, admin.token, 'POST', '/api/holidays/admin-holidays', holiday({ date: '2026-06-10', allState: false, stateList: [{ name: 'tamil nadu' }], allLocation: false, locationList: [{ name: 'chennai hq' }], file: PNG }));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Holiday added successfully');
    const record = created.json().data;
    // Names are stored in their own spelling.
    expect(record).toMatchObject({ occasion: 'Founders Day', date: '2026-06-10', restrictedHoliday: 'No', stateList: [{ name: 'Tamil Nadu' }], locationList: [{ name: 'Chennai HQ' }] });
    const file = await call(server, employee.token, 'GET', `/api/organization/file/${record.file}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const acmeEmployees = Number((await db().selectFrom('employee_organization').select((eb) => eb.fn.countAll().as('n')).where('organization_id', '=', admin.organizationId).executeTakeFirstOrThrow()).n);
    expect(await dirtyDates(admin.organizationId)).toEqual(['2026-06-10']);
    const marks = await db().selectFrom('attendance_dirty').select((eb) => eb.fn.countAll().as('n')).where('organization_id', '=', admin.organizationId).executeTakeFirstOrThrow();
    expect(Number(marks.n)).toBe(acmeEmployees);

    await clearDirty();
    const edited = await call(server, admin.token, 'PUT', `/api/holidays?id=${record.id}`, holiday({ date: '2026-06-12', restrictedHoliday: 'yes', file: record.file }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Holiday updated successfully', data: { date: '2026-06-12', restrictedHoliday: 'Yes', allState: true, stateList: [], file: record.file } });
    expect(await dirtyDates(admin.organizationId)).toEqual(['2026-06-10', '2026-06-12']);

    // A future date is computed when it comes: nothing to mark.
    await clearDirty();
    const moved = await call(server, admin.token, 'PUT', `/api/holidays?id=${record.id}`, holiday({ date: '2026-12-31', file: null }));
    expect(moved.json().data.file).toBeNull();
    expect(await dirtyDates(admin.organizationId)).toEqual(['2026-06-12']);

    const audit = await db().selectFrom('audit_log').select(['action']).where('entity', '=', 'holiday').where('entity_id', '=', String(record.id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);

    await clearDirty();
    const deleted = await call(server, admin.token, 'DELETE', `/api/holidays/${record.id}`);
    expect(deleted.json().message).toBe('Holiday deleted successfully');
    expect(await db().selectFrom('holiday').select('id').where('id', '=', record.id).executeTakeFirst()).toBeUndefined();
    expect(await dirtyDates(admin.organizationId)).toEqual([]);
  });

  it('refuses impossible dates, blank occasions, unknown places and duplicates, writing nothing', async () => {
    const before = await db().selectFrom('holiday').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const refused = async (body: Record<string, unknown>, status: number, message: string) => {
      const response = await call(server, admin.token, 'POST', '/api/holidays/admin-holidays', body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toContain(message);
    };
    await refused(holiday({ date: '2026-02-30' }), 400, 'Invalid date');
    await refused(holiday({ occasion: '   ' }), 400, 'Occasion is required');
    await refused(holiday({ allState: false, stateList: [{ name: 'Atlantis' }] }), 400, "'Atlantis' is not a state");
    await refused(holiday({ allState: false, stateList: [] }), 400, 'Select at least one state');
    await refused(holiday({ allLocation: false, locationList: [{ name: 'Gotham Office' }] }), 400, "'Gotham Office' is not a Work Location of this organisation");
    await refused(holiday({ restrictedHoliday: 'maybe' }), 400, 'Restricted Holiday');
    await refused(holiday({ file: 'data:text/html;name=x.png;base64,PGh0bWw+PC9odG1sPg==' }), 400, 'Please upload a valid file type');
    await refused(holiday({ occasion: 'independence day ', date: '2026-08-15' }), 409, 'already exists');
    const after = await db().selectFrom('holiday').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const bad = await call(server, employee.token, 'GET', '/api/holidays/all-holidays?month=2026-13');
    expect(bad.statusCode).toBe(400);
  });

  it("takes only Work Location rows of the caller's own organisation", async () => {
    // A location added to NILE only is unknown to ACME.
    const added = await call(server, nileAdmin.token, 'POST', '/api/workLocation', { name: 'Giza Plant', state: 'Giza' });
    expect(added.statusCode, added.body).toBe(201);
    const forNile = await call(server, nileAdmin.token, 'POST', '/api/holidays/admin-holidays', holiday({ occasion: 'Plant Day', allLocation: false, locationList: [{ name: 'Giza Plant' }] }));
    expect(forNile.statusCode, forNile.body).toBe(200);
    const forAcme = await call(server, admin.token, 'POST', '/api/holidays/admin-holidays', holiday({ occasion: 'Plant Day', allLocation: false, locationList: [{ name: 'Giza Plant' }] }));
    expect(forAcme.statusCode).toBe(400);
    expect(forAcme.json().message).toBe("'Giza Plant' is not a Work Location of this organisation");
  });

  it('lets employees read, only holiday admins write, and keeps organisations apart', async () => {
    const denied = await call(server, employee.token, 'POST', '/api/holidays/admin-holidays', holiday());
    expect(denied.statusCode).toBe(403);
    const hr = await openSession(server, 'HR001');
    const byHr = await call(server, hr.token, 'POST', '/api/holidays/admin-holidays', holiday({ occasion: 'HR Day' }));
    expect(byHr.statusCode, byHr.body).toBe(200);
    const id = byHr.json().data.id;
    expect((await call(server, employee.token, 'DELETE', `/api/holidays/${id}`)).statusCode).toBe(403);
    // NILE's admin neither sees nor changes ACME's holiday.
    expect((await list(nileAdmin, '?month=2026-09')).map((h) => h.occasion)).not.toContain('HR Day');
    expect((await call(server, nileAdmin.token, 'PUT', `/api/holidays?id=${id}`, holiday({ occasion: 'Taken' }))).statusCode).toBe(404);
    expect((await call(server, nileAdmin.token, 'DELETE', `/api/holidays/${id}`)).statusCode).toBe(404);
    expect((await db().selectFrom('holiday').select('occasion').where('id', '=', id).executeTakeFirstOrThrow()).occasion).toBe('HR Day');
  });

  it('shows each employee the upcoming holidays of their own state and location', async () => {
    // EMP001 works in Chennai HQ (Tamil Nadu); EMP002 in Bengaluru (Karnataka).
    const upcoming = async (session: Session) => (await call(server, session.token, 'GET', '/api/holidays/upcoming')).json().data.map((h: { occasion: string }) => h.occasion);
    expect(await upcoming(employee)).toEqual(['Independence Day', 'Madras Day', 'Raksha Bandhan', 'Janmashtami', 'HR Day']);
    expect((await call(server, employee.token, 'GET', '/api/holidays/work-place')).json().data).toEqual({ location: 'Chennai HQ', state: 'Tamil Nadu' });
    const bengaluru = await openSession(server, 'EMP002');
    expect(await upcoming(bengaluru)).toEqual(['Independence Day', 'Raksha Bandhan', 'Janmashtami', 'HR Day', 'Ganesh Chaturthi']);
  });

  it('answers countries, states and cities from the geography package', async () => {
    const get = async (url: string) => (await call(server, employee.token, 'GET', url)).json().data as { value: string; isoCode?: string }[];
    expect((await get('/api/country')).find((c) => c.isoCode === 'EG')?.value).toBe('Egypt');
    const india = (await get('/api/country/states')).map((s) => s.value);
    expect(india).toContain('Tamil Nadu');
    expect(india).not.toContain('Cairo');
    expect((await get('/api/country/state?country=Egypt')).map((s) => s.value)).toContain('Alexandria');
    expect((await get('/api/country/city?state=Tamil%20Nadu&country=IN')).map((c) => c.value)).toContain('Coimbatore');
    expect((await call(server, employee.token, 'GET', '/api/country/state?country=Atlantis')).statusCode).toBe(404);
  });
});
