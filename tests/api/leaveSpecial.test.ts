import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { computeDay, type DayInputs, type Swipe } from '../../src/server/attendance/engine/index.js';
import { packDayRecord } from '../../src/server/attendance/packedDayRecord.js';
import { storedDayRecord } from '../../src/server/attendance/storedDayRecord.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, type Method, type Session, refusalCheck, tableFingerprint } from '../helpers/routeWalk.js';

/**
 * Restricted holidays, comp-off, encashment and the leave calendars (docs/leave-special.md). The
 * clock is 2026-11-20 in India: the comp-off claim window is 2026-10-21..2026-11-19. Worked days are
 * attendance_day rows holding the engine's own record of the day (computeDay), stored as the processor stores it (no trace).
 */
const TODAY = '2026-11-20';
const SHIFT = { shiftCode: 'S1', inTime: '09:00', outTime: '18:00', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30' };

describe.each(databaseKinds)('restricted holidays, comp-off, encashment and leave calendars on %s', (kind) => {
  let server: TestServer;
  let acme: number;
  const ids = new Map<string, number>();
  const sessions = new Map<string, Session>();
  const db = () => server.database.db;
  const send = (empId: string, method: Method, url: string, payload?: unknown) => call(server, sessions.get(empId)!.token, method, url, payload);

  /** The engine's record of a day worked from `from` to `to` on a day of `dayType`, stored as the processor stores it. */
  async function worked(empId: string, date: string, dayType: DayInputs['dayType'], from = '09:00', to = '18:05') {
    const swipes: Swipe[] = [
      { at: `${date}T${from}`, direction: 'IN', device: 'Main Door' },
      { at: `${date}T${to}`, direction: 'OUT', device: 'Main Door' },
    ];
    const record = storedDayRecord(computeDay({ empId, attendanceDate: date, shift: SHIFT, dayType, swipes, leaves: [], regularizations: [], override: null, now: `${TODAY}T09:00` }));
    await db()
      .insertInto('attendance_day')
      .values({ organization_id: acme, employee_id: ids.get(empId)!, attendance_date: date, status_code: record.attendanceData, shift_code: 'S1', record: JSON.stringify(packDayRecord(record)), result_hash: `test-${date}` })
      .execute();
  }

  const WRITTEN = ['comp_off_request', 'leave_encashment', 'leave_ledger', 'audit_log', 'outbox_mail'];
  const refused = refusalCheck(db, WRITTEN);
  const ledger = (key: string) => db().selectFrom('leave_ledger').select(['entry_kind', 'leave_type', 'leave_year', 'days', sql<string | null>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on')]).where('idempotency_key', '=', key).execute();

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    for (const row of await db().selectFrom('employee').select(['id', 'emp_id']).execute()) ids.set(row.emp_id, row.id);
    await db().deleteFrom('attendance_day').where('organization_id', '=', acme).execute();
    await worked('EMP001', '2026-11-15', { kind: 'weeklyOff', because: 'sunday' });
    await worked('EMP001', '2026-11-10', { kind: 'holiday', occasion: 'Diwali', restricted: false }, '09:00', '14:00');
    await worked('EMP001', '2026-11-12', { kind: 'working', because: 'weekday' });
    await worked('EMP001', '2026-11-13', { kind: 'holiday', occasion: 'Optional Festival', restricted: true });
    await worked('EMP001', '2026-11-08', { kind: 'weeklyOff', because: 'sunday' }, '10:00', '11:00');
    await worked('EMP001', '2026-09-06', { kind: 'weeklyOff', because: 'sunday' });
    for (const empId of ['EMP001', 'EMP002', 'EMP003', 'MGR001', 'EMP020']) sessions.set(empId, await openSession(server, empId, { organization: 'ACME' }));
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));
    sessions.set('NIL001', await openSession(server, 'NIL001'));
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('offers only worked weekly offs and holidays of the window, and credits CO on the manager’s approval', async () => {
    const eligible = (await send('EMP001', 'GET', '/api/leave/comp-off/eligible')).json().data;
    expect(eligible.window).toEqual({ from: '2026-10-21', to: '2026-11-19' });
    expect(eligible.days).toEqual([
      { date: '2026-11-15', dayLabel: 'Weekly Off', totalWorkHours: '09:05', days: 1 },
      { date: '2026-11-10', dayLabel: 'Diwali', totalWorkHours: '05:00', days: 0.5 },
    ]);
    expect(eligible.balance).toBe(0);

    await refused(400, /2026-11-12 is not a worked weekly off or holiday/, () => send('EMP001', 'POST', '/api/leave/comp-off', { workedDate: '2026-11-12', reason: 'Release' }));
    await refused(400, /2026-11-13 is not a worked weekly off or holiday/, () => send('EMP001', 'POST', '/api/leave/comp-off', { workedDate: '2026-11-13', reason: 'Release' }));
    await refused(400, /2026-11-08 is not a worked/, () => send('EMP001', 'POST', '/api/leave/comp-off', { workedDate: '2026-11-08', reason: 'Release' }));
    await refused(400, 'A comp-off can be claimed for a day worked from 2026-10-21 to 2026-11-19', () => send('EMP001', 'POST', '/api/leave/comp-off', { workedDate: '2026-09-06', reason: 'Release' }));
    await refused(400, 'Invalid date', () => send('EMP001', 'POST', '/api/leave/comp-off', { workedDate: '2026-02-30', reason: 'Release' }));
    await refused(400, 'Reason is required', () => send('EMP001', 'POST', '/api/leave/comp-off', { workedDate: '2026-11-15', reason: '   ' }));

    const applied = await send('EMP001', 'POST', '/api/leave/comp-off', { workedDate: '2026-11-15', reason: 'Production release' });
    expect(applied.statusCode, applied.body).toBe(201);
    const { requestCode, days } = applied.json().data;
    expect(days).toBe(1);
    await refused(409, /already been claimed/, () => send('EMP001', 'POST', '/api/leave/comp-off', { workedDate: '2026-11-15', reason: 'Again' }));
    expect((await send('EMP001', 'GET', '/api/leave/comp-off/eligible')).json().data.days.map((d: { date: string }) => d.date)).toEqual(['2026-11-10']);
    const mail = await db().selectFrom('outbox_mail').select(['to_address', 'subject']).where('subject', 'like', `%${requestCode}%`).execute();
    expect(mail).toEqual([{ to_address: expect.stringMatching(/@/), subject: `Comp-off ${requestCode} awaits your approval` }]);

    const pending = (await send('MGR001', 'GET', '/api/leave/comp-off/approvals?key=Pending')).json().data;
    expect(pending.content.map((r: { requestCode: string }) => r.requestCode)).toContain(requestCode);
    expect((await send('EMP002', 'GET', '/api/leave/comp-off/approvals')).json().data.totalElements).toBe(0);
    await refused(403, 'Only the manager this request was applied to can decide it.', () => send('EMP002', 'PUT', `/api/leave/comp-off/${requestCode}/decision`, { decision: 'Approved' }));
    await refused(403, 'You cannot decide your own comp-off request.', () => send('EMP001', 'PUT', `/api/leave/comp-off/${requestCode}/decision`, { decision: 'Approved' }));
    await refused(400, 'Reason is required', () => send('MGR001', 'PUT', `/api/leave/comp-off/${requestCode}/decision`, { decision: 'Rejected' }));
    await refused(404, 'Comp-off request not found', () => send('NIL001', 'PUT', `/api/leave/comp-off/${requestCode}/decision`, { decision: 'Approved' }));

    const approved = await send('MGR001', 'PUT', `/api/leave/comp-off/${requestCode}/decision`, { decision: 'Approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await ledger(`compOff:${requestCode}`)).toEqual([{ entry_kind: 'compOff', leave_type: 'CO', leave_year: 2026, days: '1.00', expires_on: '2027-02-13' }]);
    await refused(409, 'This comp-off request is already decided.', () => send('MGR001', 'PUT', `/api/leave/comp-off/${requestCode}/decision`, { decision: 'Rejected', remarks: 'Changed my mind' }));
    await refused(409, 'Only a pending request can be withdrawn.', () => send('EMP001', 'DELETE', `/api/leave/comp-off/${requestCode}`));
    const mine = (await send('EMP001', 'GET', '/api/leave/comp-off?key=Completed')).json().data.content;
    expect(mine).toEqual([expect.objectContaining({ requestCode, status: 'Approved', workedDate: '2026-11-15', expiresOn: '2027-02-13', appliedTo: 'MGR001' })]);
    expect((await send('EMP001', 'GET', '/api/leave/comp-off/eligible')).json().data).toMatchObject({ balance: 1, nextExpiry: { date: '2027-02-13', days: 1 } });
  });

  it('withdraws a pending claim of one’s own only, and a rejection needs a remark', async () => {
    const { requestCode } = (await send('EMP001', 'POST', '/api/leave/comp-off', { workedDate: '2026-11-10', reason: 'Diwali shift' })).json().data;
    await refused(404, 'Comp-off request not found', () => send('EMP002', 'DELETE', `/api/leave/comp-off/${requestCode}`));
    expect((await send('EMP001', 'DELETE', `/api/leave/comp-off/${requestCode}`)).statusCode).toBe(200);
    const again = (await send('EMP001', 'POST', '/api/leave/comp-off', { workedDate: '2026-11-10', reason: 'Diwali shift' })).json().data;
    const rejected = await send('MGR001', 'PUT', `/api/leave/comp-off/${again.requestCode}/decision`, { decision: 'Rejected', remarks: 'Not pre-approved' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await ledger(`compOff:${again.requestCode}`)).toEqual([]);
  });

  it('lapses what is left of an expired credit once, after the comp-off leave taken spends it first', async () => {
    const employee_id = ids.get('EMP002')!;
    const entry = (kind: 'compOff' | 'application', days: number, key: string, extra: Record<string, unknown> = {}) => ({
      organization_id: acme, employee_id, leave_type: 'CO', leave_year: 2026, entry_kind: kind, days, effective_date: '2026-08-01', idempotency_key: key, ...extra,
    });
    await db().insertInto('leave_ledger').values([
      entry('compOff', 1, 'compOff:TESTCO1', { source_ref: 'TESTCO1', expires_on: '2026-10-30' }),
      entry('compOff', 1, 'compOff:TESTCO2', { source_ref: 'TESTCO2', expires_on: '2027-01-30' }),
      entry('application', -0.5, 'application:TESTLV:2026-09-01'),
    ]).execute();
    const overview = (await send('EMP002', 'GET', '/api/leave/comp-off/eligible')).json().data;
    expect(await ledger('lapse:compOff:TESTCO1')).toEqual([{ entry_kind: 'lapse', leave_type: 'CO', leave_year: 2026, days: '-0.50', expires_on: null }]);
    expect(overview).toMatchObject({ balance: 1, nextExpiry: { date: '2027-01-30', days: 1 } });
    const before = await tableFingerprint(db(), 'leave_ledger');
    await send('EMP002', 'GET', '/api/leave/comp-off/eligible');
    expect(await tableFingerprint(db(), 'leave_ledger')).toBe(before);
  });

  it('encashes up to the cap and the available balance, decided once by HR, never by oneself', async () => {
    const types = (await send('EMP001', 'GET', '/api/leave/encashment/types')).json().data;
    expect(types).toEqual({ leaveYear: 2026, types: [{ leaveType: 'PL', leaveName: 'Privilege Leave', cap: 15, encashed: 0, available: 18, maxDays: 15 }] });
    await refused(400, 'Unknown leave type XX', () => send('EMP001', 'POST', '/api/leave/encashment', { leaveType: 'XX', days: 1 }));
    await refused(400, 'Casual Leave cannot be encashed', () => send('EMP001', 'POST', '/api/leave/encashment', { leaveType: 'CL', days: 1 }));
    await refused(400, /up to 15 day\(s\) a year; 15 left/, () => send('EMP001', 'POST', '/api/leave/encashment', { leaveType: 'PL', days: 16 }));
    await refused(400, undefined, () => send('EMP001', 'POST', '/api/leave/encashment', { leaveType: 'PL', days: 0.3 }));
    await db().insertInto('leave_ledger').values({ organization_id: acme, employee_id: ids.get('EMP003')!, leave_type: 'PL', leave_year: 2026, entry_kind: 'adjustment', days: -14, effective_date: '2026-06-01', reason: 'test' }).execute();
    await refused(400, 'Only 4 day(s) of Privilege Leave are available to encash', () => send('EMP003', 'POST', '/api/leave/encashment', { leaveType: 'PL', days: 5 }));

    const applied = await send('EMP001', 'POST', '/api/leave/encashment', { leaveType: 'pl', days: 10, reason: 'Year end' });
    expect(applied.statusCode, applied.body).toBe(201);
    const { encashmentCode } = applied.json().data;
    await refused(400, /5 left for 2026/, () => send('EMP001', 'POST', '/api/leave/encashment', { leaveType: 'PL', days: 6 }));
    expect((await send('EMP001', 'GET', '/api/leave/encashment/types')).json().data.types[0]).toMatchObject({ encashed: 10, available: 8, maxDays: 5 });

    const listed = (await send('HR001', 'GET', '/api/leave/encashment/approvals?key=Pending')).json().data.content;
    expect(listed).toContainEqual(expect.objectContaining({ encashmentCode, empId: 'EMP001', leaveType: 'PL', leaveName: 'Privilege Leave', days: 10, status: 'Pending' }));
    await refused(403, undefined, () => send('EMP020', 'GET', '/api/leave/encashment/approvals'));
    await refused(403, undefined, () => send('MGR001', 'PUT', `/api/leave/encashment/${encashmentCode}/decision`, { decision: 'Approved' }));
    await refused(400, 'Reason must be at least 5 characters', () => send('HR001', 'PUT', `/api/leave/encashment/${encashmentCode}/decision`, { decision: 'Rejected', remarks: 'No' }));
    const own = (await send('HR001', 'POST', '/api/leave/encashment', { leaveType: 'PL', days: 1 })).json().data.encashmentCode;
    await refused(403, 'You cannot decide your own encashment request.', () => send('HR001', 'PUT', `/api/leave/encashment/${own}/decision`, { decision: 'Approved' }));
    expect((await send('HR001', 'DELETE', `/api/leave/encashment/${own}`)).statusCode).toBe(200);

    const approved = await send('HR001', 'PUT', `/api/leave/encashment/${encashmentCode}/decision`, { decision: 'Approved', remarks: 'Paid in December' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await ledger(`encashment:${encashmentCode}`)).toEqual([{ entry_kind: 'encashment', leave_type: 'PL', leave_year: 2026, days: '-10.00', expires_on: null }]);
    await refused(409, 'This encashment request is already decided.', () => send('HR001', 'PUT', `/api/leave/encashment/${encashmentCode}/decision`, { decision: 'Approved' }));
    expect((await send('EMP001', 'GET', '/api/leave/encashment?key=Completed')).json().data.content[0]).toMatchObject({ encashmentCode, status: 'Approved', decidedBy: 'HR001', remarks: 'Paid in December' });
    expect((await send('EMP001', 'GET', '/api/leave/encashment/types')).json().data.types[0]).toMatchObject({ encashed: 10, available: 8, maxDays: 5 });
    const mail = await db().selectFrom('outbox_mail').select('subject').where('subject', 'like', `%${encashmentCode}%`).execute();
    expect(mail.map((m) => m.subject).sort()).toEqual([`Leave encashment ${encashmentCode} awaits approval`, `Leave encashment ${encashmentCode}: Approved`]);
  });

  it('shows one’s own, the team’s and (Leave Calendar Admin only) the organisation’s leaves', async () => {
    async function leave(empId: string, code: string, type: string, dates: [string, 'Approved' | 'Pending' | 'Withdrawn'][], session2 = true) {
      const application = await db()
        .insertInto('leave_application')
        .values({ organization_id: acme, leave_code: code, employee_id: ids.get(empId)!, leave_type: type, from_date: dates[0][0], to_date: dates[dates.length - 1][0], num_days: dates.length, reason: 'test', applied_to_id: ids.get('MGR001')!, status: 'Pending' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('leave_application_day')
        .values(dates.map(([date, status]) => ({ organization_id: acme, application_id: application.id, employee_id: ids.get(empId)!, leave_date: date, session1: true, session2, days: session2 ? 1 : 0.5, status })))
        .execute();
    }
    await leave('EMP001', 'LVT001', 'CL', [['2026-12-07', 'Approved'], ['2026-12-08', 'Pending']]);
    await leave('EMP003', 'LVT002', 'PL', [['2026-12-09', 'Approved']], false);
    await leave('EMP020', 'LVT003', 'SL', [['2026-12-10', 'Approved'], ['2026-12-11', 'Withdrawn']]);
    const codes = async (empId: string, query: string) => {
      const response = await send(empId, 'GET', `/api/leave/calendar?month=12-2026${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.entries.map((e: { leaveCode: string; date: string }) => `${e.leaveCode}@${e.date}`);
    };
    expect(await codes('EMP001', '')).toEqual(['LVT001@2026-12-07', 'LVT001@2026-12-08']);
    expect(await codes('EMP001', '&scope=team')).toEqual(['LVT001@2026-12-07', 'LVT001@2026-12-08', 'LVT002@2026-12-09']);
    expect(await codes('MGR001', '&scope=team')).toEqual(['LVT001@2026-12-07', 'LVT001@2026-12-08', 'LVT002@2026-12-09']);
    expect(await codes('EMP020', '&scope=team')).toEqual(['LVT003@2026-12-10']);
    expect(await codes('HR001', '&scope=organization')).toEqual(['LVT001@2026-12-07', 'LVT001@2026-12-08', 'LVT002@2026-12-09', 'LVT003@2026-12-10']);
    const entry = (await send('EMP001', 'GET', '/api/leave/calendar?month=12-2026&scope=team')).json().data.entries[2];
    expect(entry).toEqual({ leaveCode: 'LVT002', empId: 'EMP003', employeeName: expect.any(String), department: expect.any(String), leaveType: 'PL', leaveName: 'Privilege Leave', date: '2026-12-09', sessions: [1], status: 'Approved' });
    const department = entry.department as string;
    const organization = (await send('HR001', 'GET', `/api/leave/calendar?month=12-2026&scope=organization&department=${encodeURIComponent(department)}`)).json().data;
    expect(organization.departments).toContain(department);
    expect(organization.entries.every((e: { department: string }) => e.department === department)).toBe(true);
    await refused(403, "Only Leave Calendar Admin can read the organisation's leave calendar.", () => send('EMP001', 'GET', '/api/leave/calendar?month=12-2026&scope=organization'));
    expect((await send('NIL001', 'GET', '/api/leave/calendar?month=12-2026&scope=team')).json().data.entries).toEqual([]);
    await refused(400, 'must be MM-YYYY', () => send('EMP001', 'GET', '/api/leave/calendar?month=2026-12'));
    await refused(400, undefined, () => send('EMP001', 'GET', '/api/leave/calendar?month=12-2026&scope=everyone'));
  });

  it('lists the year’s restricted holidays of the caller’s place with the RH quota and what is left', async () => {
    const holiday = (occasion: string, date: string, extra: Record<string, unknown> = {}) =>
      db().insertInto('holiday').values({ organization_id: acme, occasion, holiday_date: date, all_state: true, all_location: true, restricted_holiday: 'Yes', ...extra }).execute();
    await holiday('Test Optional Day', '2026-12-14');
    await holiday('Far Away Day', '2026-12-15', { all_state: false, state_list: JSON.stringify([{ name: 'Nowhere State' }]) });
    await holiday('Test Company Day', '2026-12-16', { restricted_holiday: 'No' });
    await db().insertInto('holiday').values({ organization_id: (await db().selectFrom('organization').select('id').where('organization_code', '=', 'NILE').executeTakeFirstOrThrow()).id, occasion: 'Nile RH', holiday_date: '2026-12-17', all_state: true, all_location: true, restricted_holiday: 'Yes' }).execute();
    const application = await db()
      .insertInto('leave_application')
      .values({ organization_id: acme, leave_code: 'LVRH01', employee_id: ids.get('EMP001')!, leave_type: 'RH', from_date: '2026-12-14', to_date: '2026-12-14', num_days: 1, reason: 'RH', applied_to_id: ids.get('MGR001')! })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('leave_application_day').values({ organization_id: acme, application_id: application.id, employee_id: ids.get('EMP001')!, leave_date: '2026-12-14', session1: true, session2: true, days: 1 }).execute();

    const year = (await send('EMP001', 'GET', '/api/leave/restricted-holidays?year=2026')).json().data;
    expect(year).toMatchObject({ year: 2026, quota: 2, balance: 2, pending: 1, left: 1 });
    const shown = year.holidays.map((h: { occasion: string; applied: unknown }) => [h.occasion, h.applied]);
    expect(shown).toContainEqual(['Test Optional Day', { leaveCode: 'LVRH01', status: 'Pending' }]);
    expect(shown.map(([occasion]: [string]) => occasion)).toEqual(expect.arrayContaining(['New Year', 'Good Friday']));
    expect(shown.map(([occasion]: [string]) => occasion)).not.toEqual(expect.arrayContaining(['Far Away Day']));
    expect(shown.map(([occasion]: [string]) => occasion)).not.toEqual(expect.arrayContaining(['Test Company Day']));
    expect(shown.map(([occasion]: [string]) => occasion)).not.toEqual(expect.arrayContaining(['Nile RH']));
    const other = (await send('EMP002', 'GET', '/api/leave/restricted-holidays')).json().data;
    expect(other).toMatchObject({ year: 2026, left: 2 });
    expect(other.holidays).toContainEqual(expect.objectContaining({ occasion: 'Test Optional Day', date: '2026-12-14', applied: null }));
    await refused(400, undefined, () => send('EMP001', 'GET', '/api/leave/restricted-holidays?year=1999'));
  });
});
