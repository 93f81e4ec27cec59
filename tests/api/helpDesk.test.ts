import * as XLSX from 'xlsx';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/** A 1×1 PNG: an attachment the product's file rules accept. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Help desk tickets (issue 22 §1, §4; spec 000 §2.4, §5; spec 002 §7; docs/help-desk.md): the form's
 * rules, routing to the category's contact (skipping one on approved leave today, then the
 * fallback, never nowhere), the three lists, the contact's completion, reopen within the grace
 * period and closed for good after it, feedback once, escalation on a set clock, the working
 * calendar of the due times, and who may read an attachment.
 */
describe.each(databaseKinds)('help desk on %s', (kind) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let acme: number;
  /** The contact master's rows: "IT Support › Laptop" → id. */
  const rows: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(kind, { listen: true });
    for (const empId of ['HR001', 'MGR001', 'EMP001', 'EMP002', 'EMP003', 'EMP012', 'EMP013', 'EMP014', 'EMP015', 'EMP016', 'EMP023', 'EMP024']) tokens[empId] = (await server.login(empId)).token;
    const db = server.database.db;
    acme = (await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    for (const e of await db.selectFrom('employee').select(['id', 'emp_id']).where('organization_id', '=', acme).execute()) ids[e.emp_id] = e.id;
    // A second contact in IT Support: the next one when EMP014 is away.
    await sql`INSERT INTO master_help_desk_spoc (organization_id, menu_name, sub_menu_name, spoc_emp_id, spoc_reporting_manager_emp_id, status)
      VALUES (${acme}, 'IT Support', 'Printer', 'EMP016', 'MGR001', 'Active')`.execute(db);
    const menus = await (await get('/spoc/help-desk-menus', tokens.EMP001)).json();
    for (const menu of menus.data) {
      rows[menu.menuName] = menu.commonId;
      const subs = await (await get(`/spoc/help-desk-menus?filterMenuId=${menu.menuId}`, tokens.EMP001)).json();
      for (const sub of subs.data) rows[`${menu.menuName} › ${sub.subMenuName}`] = sub.commonId;
    }
  });
  afterAll(() => server?.close());
  afterEach(() => void vi.useRealTimers());

  const get = (path: string, token: string) => fetch(`${server.url}/api${path}`, { headers: bearer(token) });
  const send = (method: string, path: string, token: string, body?: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const raise = (token: string, fields: Record<string, string | number>, file?: { bytes: Buffer; name: string }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    return fetch(`${server.url}/api/help-desk`, { method: 'POST', headers: bearer(token), body: form });
  };
  const raiseOk = async (token: string, fields: Record<string, string | number>, file?: { bytes: Buffer; name: string }) => {
    const response = await raise(token, fields, file);
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe('Ticket Raised successfully');
    return body.data as { ticketId: number; assignedTo: string };
  };
  const ticket = (id: number) => server.database.db.selectFrom('help_desk_ticket').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const mails = (empId: string, subject: string) =>
    sql<{ subject: string; body: string }>`SELECT o.subject, o.body FROM outbox_mail o JOIN employee e ON e.official_email = o.to_address
      WHERE e.emp_id = ${empId} AND o.subject LIKE ${`%${subject}%`}`.execute(server.database.db).then((r) => r.rows);
  /** An approved leave of `empId` today, as the leave area stores one. */
  const onLeaveToday = async (empId: string) => {
    const today = attendanceToday();
    const db = server.database.db;
    const { rows: made } = await sql<{ id: number }>`
      INSERT INTO leave_application (organization_id, leave_code, employee_id, leave_type, from_date, to_date, num_days, reason, applied_to_id, status)
      VALUES (${acme}, ${`HDTEST-${empId}-${today}`}, ${ids[empId]}, 'CL', ${today}::date, ${today}::date, 1, 'help desk test', ${ids.MGR001}, 'Approved') RETURNING id`.execute(db);
    await sql`INSERT INTO leave_application_day (organization_id, application_id, employee_id, leave_date, session1, session2, days, status)
      VALUES (${acme}, ${made[0].id}, ${ids[empId]}, ${today}::date, true, true, 1, 'Approved')`.execute(db);
    return made[0].id;
  };
  const backFromLeave = async (applicationId: number) => {
    await sql`DELETE FROM leave_application_day WHERE application_id = ${applicationId} AND organization_id = ${acme}`.execute(server.database.db);
    await sql`DELETE FROM leave_application WHERE id = ${applicationId} AND organization_id = ${acme}`.execute(server.database.db);
  };

  it("refuses the form with spec 000 §5's messages and writes nothing", async () => {
    const before = await server.database.db.selectFrom('help_desk_ticket').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const message = async (fields: Record<string, string | number>) => (await (await raise(tokens.EMP001, fields)).json()).message;
    expect(await message({ selfRequest: 'Yes', commonId: rows['HR Policies'] })).toBe('Please Enter the reason!');
    expect(await message({ commonId: rows['HR Policies'], ticketDetails: 'x' })).toBe('Please Select the Raised For!');
    expect(await message({ selfRequest: 'Yes', ticketDetails: 'x' })).toBe('Please Enter the Category!');
    expect(await message({ selfRequest: 'No', commonId: rows['HR Policies'], ticketDetails: 'x' })).toBe('Please enter the employee list!');
    const wrongFile = await raise(tokens.EMP001, { selfRequest: 'Yes', commonId: rows['HR Policies'], ticketDetails: 'x' }, { bytes: Buffer.from('<html>'), name: 'a.png' });
    expect(wrongFile.status).toBe(400);
    expect((await wrongFile.json()).message).toBe('Please upload a valid file type: .pdf, .png, .jpeg, .jpg');
    const after = await server.database.db.selectFrom('help_desk_ticket').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("routes to the category's contact and tells them and their manager; attachments are read only by those who may", async () => {
    const raised = await raiseOk(
      tokens.EMP001,
      { selfRequest: 'No', forEmpId: 'EMP002', commonId: rows['IT Support › Laptop'], ticketDetails: 'Laptop <b>screen</b> =SUM(A1) flickers' },
      { bytes: PNG, name: 'screen <1>.png' },
    );
    expect(raised.assignedTo).toBe('EMP014');
    const stored = await ticket(raised.ticketId);
    expect([stored.raised_by_id, stored.raised_for_id, stored.assigned_to_id, stored.manager_id]).toEqual([ids.EMP001, ids.EMP002, ids.EMP014, ids.MGR001]);
    expect((await mails('EMP014', `#${raised.ticketId} assigned to you`)).length).toBe(1);
    expect((await mails('MGR001', `#${raised.ticketId} assigned to`)).length).toBe(1);

    const mine = await (await get('/help-desk/myTicket?ticketStatus=Pending', tokens.EMP014)).json();
    const listed = mine.data.content.find((t: { ticketId: number }) => t.ticketId === raised.ticketId);
    expect(listed).toMatchObject({ raisedBy: 'EMP001', raisedFor: 'EMP002', menuName: 'IT Support', subMenuName: 'Laptop', ticketDetails: 'Laptop <b>screen</b> =SUM(A1) flickers', status: 'Pending' });
    expect(listed.responseTimeLeftMinutes).toBeGreaterThan(0);
    expect((await (await get('/help-desk/myRequest?ticketStatus=Pending', tokens.EMP001)).json()).data.content.map((t: { ticketId: number }) => t.ticketId)).toContain(raised.ticketId);
    expect((await (await get('/help-desk/myTeam?ticketStatus=Pending', tokens.MGR001)).json()).data.content.map((t: { ticketId: number }) => t.ticketId)).toContain(raised.ticketId);
    expect((await (await get('/help-desk/myTicket?ticketStatus=Pending', tokens.EMP003)).json()).data.content.map((t: { ticketId: number }) => t.ticketId)).not.toContain(raised.ticketId);

    const detail = await (await get(`/help-desk/${raised.ticketId}`, tokens.EMP002)).json();
    expect(detail.data.history.map((h: { action: string }) => h.action)).toEqual(['Raised', 'Assigned']);
    expect(detail.data.attachments).toEqual([{ id: expect.any(Number), fileName: 'screen <1>.png' }]);
    const path = `/help-desk/${raised.ticketId}/attachment/${detail.data.attachments[0].id}`;
    // The raiser, the person raised for, the contact, their manager and a help desk report role (HR001) read it; no one else.
    for (const reader of ['EMP001', 'EMP002', 'EMP014', 'MGR001', 'HR001']) {
      const response = await get(path, tokens[reader]);
      expect(response.status, reader).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG), reader).toBe(true);
    }
    for (const outsider of ['EMP003', 'EMP015']) {
      expect((await get(path, tokens[outsider])).status, outsider).toBe(404);
      expect((await get(`/help-desk/${raised.ticketId}`, tokens[outsider])).status, outsider).toBe(404);
    }
  });

  it("lets the raiser's and the raised-for's managers open what My Team lists them, though the contact's manager is another", async () => {
    // EMP001 (MGR001's) raises for EMP030 (EMP023's) in Facilities › Seating, whose contact EMP012 reports to HR001.
    const raised = await raiseOk(tokens.EMP001, { selfRequest: 'No', forEmpId: 'EMP030', commonId: rows['Facilities › Seating'], ticketDetails: 'Team view chair' }, { bytes: PNG, name: 'chair.png' });
    const managerOf = async (empId: string) => (await server.database.db.selectFrom('employee').select('reporting_manager_id').where('id', '=', ids[empId]).executeTakeFirstOrThrow()).reporting_manager_id;
    const contactManager = (await ticket(raised.ticketId)).manager_id;
    expect([await managerOf('EMP001'), await managerOf('EMP030'), contactManager]).toEqual([ids.MGR001, ids.EMP023, ids.HR001]);
    const detail = await (await get(`/help-desk/${raised.ticketId}`, tokens.EMP001)).json();
    const path = `/help-desk/${raised.ticketId}/attachment/${detail.data.attachments[0].id}`;
    for (const manager of ['MGR001', 'EMP023']) {
      const team = await (await get('/help-desk/myTeam?ticketStatus=Pending&size=100', tokens[manager])).json();
      expect(team.data.content.map((t: { ticketId: number }) => t.ticketId), manager).toContain(raised.ticketId);
      const opened = await get(`/help-desk/${raised.ticketId}`, tokens[manager]);
      expect(opened.status, manager).toBe(200);
      expect((await opened.json()).data).toMatchObject({ ticketId: raised.ticketId, raisedFor: 'EMP030' });
      const file = await get(path, tokens[manager]);
      expect(file.status, manager).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PNG), manager).toBe(true);
    }
    // A manager of neither sees it nowhere.
    const unrelated = await (await get('/help-desk/myTeam?ticketStatus=Pending&size=100', tokens.EMP024)).json();
    expect(unrelated.data.content.map((t: { ticketId: number }) => t.ticketId)).not.toContain(raised.ticketId);
    expect((await get(`/help-desk/${raised.ticketId}`, tokens.EMP024)).status).toBe(404);
    expect((await get(path, tokens.EMP024)).status).toBe(404);
  });

  it('skips a contact on approved leave today for the next contact of the category, then the fallback — never nowhere', async () => {
    const away14 = await onLeaveToday('EMP014');
    try {
      const next = await raiseOk(tokens.EMP001, { selfRequest: 'Yes', commonId: rows['IT Support › Laptop'], ticketDetails: 'Next contact' });
      expect(next.assignedTo).toBe('EMP016');
      const history = await (await get(`/help-desk/${next.ticketId}`, tokens.EMP001)).json();
      expect(history.data.history[1].comment).toContain('EMP014');
      const away16 = await onLeaveToday('EMP016');
      try {
        const fallback = await raiseOk(tokens.EMP001, { selfRequest: 'Yes', commonId: rows['IT Support › VPN'], ticketDetails: 'Fallback' });
        expect(fallback.assignedTo).toBe('EMP015');
        const away15 = await onLeaveToday('EMP015');
        try {
          // Everyone away: the fallback still gets it.
          expect((await raiseOk(tokens.EMP001, { selfRequest: 'Yes', commonId: rows['IT Support › VPN'], ticketDetails: 'Everyone away' })).assignedTo).toBe('EMP015');
        } finally {
          await backFromLeave(away15);
        }
      } finally {
        await backFromLeave(away16);
      }
      // A category without a fallback falls back to the contact's reporting manager.
      const policy = await raiseOk(tokens.EMP001, { selfRequest: 'Yes', commonId: rows['HR Policies'], ticketDetails: 'Policy question' });
      expect(policy.assignedTo).toBe('EMP011');
    } finally {
      await backFromLeave(away14);
    }
    const away11 = await onLeaveToday('EMP011');
    try {
      expect((await raiseOk(tokens.EMP001, { selfRequest: 'Yes', commonId: rows['HR Policies'], ticketDetails: 'Policy question' })).assignedTo).toBe('HR001');
    } finally {
      await backFromLeave(away11);
    }
  });

  it('lets only the contact complete it, the raiser reopen it within the grace period and give feedback once', async () => {
    const { ticketId } = await raiseOk(tokens.EMP001, { selfRequest: 'Yes', commonId: rows['Payroll › Payslip'], ticketDetails: 'Payslip missing' });
    expect((await send('PUT', `/help-desk/feedback/${ticketId}`, tokens.EMP001, { rating: 5 })).status).toBe(409);
    expect((await send('PUT', `/help-desk/${ticketId}`, tokens.EMP001, { status: 'Completed', comment: 'done' })).status).toBe(403);
    const noComment = await send('PUT', `/help-desk/${ticketId}`, tokens.EMP013, { status: 'Completed' });
    expect(noComment.status).toBe(400);
    const completed = await send('PUT', `/help-desk/${ticketId}`, tokens.EMP013, { status: 'Completed', comment: 'Sent again' });
    expect(completed.status).toBe(200);
    expect((await ticket(ticketId)).status).toBe('Completed');
    expect((await mails('EMP001', `#${ticketId} completed`)).length).toBe(1);
    // A reply never silently reopens it.
    expect((await send('PUT', `/help-desk/${ticketId}`, tokens.EMP013, { status: 'Pending', comment: 'one more thing' })).status).toBe(409);
    expect((await send('PUT', `/help-desk/reopen/${ticketId}`, tokens.EMP013, { reason: 'no' })).status).toBe(403);
    expect((await send('PUT', `/help-desk/reopen/${ticketId}`, tokens.EMP001, { reason: ' ' })).status).toBe(400);
    const reopened = await send('PUT', `/help-desk/reopen/${ticketId}`, tokens.EMP001, { reason: 'Still missing' });
    expect(reopened.status).toBe(200);
    expect(await ticket(ticketId)).toMatchObject({ status: 'Pending', reopen_count: 1 });
    expect((await send('PUT', `/help-desk/${ticketId}`, tokens.EMP013, { status: 'Completed', comment: 'Fixed for real' })).status).toBe(200);

    expect((await send('PUT', `/help-desk/feedback/${ticketId}`, tokens.EMP001, { rating: 6 })).status).toBe(400);
    expect((await send('POST', `/help-desk/feedback/${ticketId}`, tokens.EMP001, { rating: 4, comment: 'Quick' })).status).toBe(200);
    expect((await send('PUT', `/help-desk/feedback/${ticketId}`, tokens.EMP001, { rating: 5 })).status).toBe(409);
    const feedback = await server.database.db.selectFrom('help_desk_feedback').selectAll().where('ticket_id', '=', ticketId).execute();
    expect(feedback.map((f) => [f.cycle, f.rating, f.comment])).toEqual([[1, 4, 'Quick']]);

    const detail = await (await get(`/help-desk/${ticketId}`, tokens.EMP001)).json();
    expect(detail.data.history.map((h: { action: string; by: string | null }) => `${h.action} ${h.by}`)).toEqual([
      'Raised EMP001',
      'Assigned null',
      'Completed EMP013',
      'Reopened EMP001',
      'Completed EMP013',
      'Feedback EMP001',
    ]);

    // After the organisation's grace period (7 days unless set) it is closed for good; a new ticket links to it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * 86_400_000);
    const later = (await server.login('EMP001')).token;
    const late = await send('PUT', `/help-desk/reopen/${ticketId}`, later, { reason: 'Again' });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toContain('cannot be reopened');
    const follow = await raiseOk(later, { selfRequest: 'Yes', commonId: rows['Payroll › Payslip'], ticketDetails: 'Payslip missing again', linkedTicketId: ticketId });
    expect((await ticket(follow.ticketId)).linked_ticket_id).toBe(ticketId);
    expect((await ticket(ticketId)).status).toBe('Completed');
  });

  it("keeps the grace period a setting of the organisation", async () => {
    const db = server.database.db;
    await db.updateTable('organization').set({ help_desk_reopen_days: 0 }).where('id', '=', acme).execute();
    try {
      const { ticketId } = await raiseOk(tokens.EMP001, { selfRequest: 'Yes', commonId: rows['Payroll › Payslip'], ticketDetails: 'Zero grace' });
      await send('PUT', `/help-desk/${ticketId}`, tokens.EMP013, { status: 'Completed', comment: 'ok' });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 60_000);
      expect((await send('PUT', `/help-desk/reopen/${ticketId}`, tokens.EMP001, { reason: 'Again' })).status).toBe(409);
    } finally {
      await db.updateTable('organization').set({ help_desk_reopen_days: 7 }).where('id', '=', acme).execute();
    }
  });

  it('reports tickets to help desk report roles, exports them formula-safe and draws the graphs', async () => {
    const today = attendanceToday();
    const { ticketId } = await raiseOk(tokens.EMP003, { selfRequest: 'Yes', commonId: rows['HR Policies'], ticketDetails: '=HYPERLINK("http://evil")' });
    expect((await get(`/help-desk/reports?startDate=${today}&endDate=${today}`, tokens.EMP001)).status).toBe(403);
    const refused = await get(`/help-desk/reports?startDate=${today}&endDate=2020-01-01`, tokens.HR001);
    expect(refused.status).toBe(400);
    const report = await (await get(`/help-desk/reports?startDate=${today}&endDate=${today}&menu=HR%20Policies&search=EMP003&size=5`, tokens.HR001)).json();
    expect(report.data.content.map((r: { ticketId: number }) => r.ticketId)).toContain(ticketId);
    expect(report.data.content.every((r: { menuName: string }) => r.menuName === 'HR Policies')).toBe(true);
    const all = await (await get(`/help-desk/reports?startDate=${today}&endDate=${today}&sortDirection=asc&size=100`, tokens.HR001)).json();
    const listed = all.data.content.map((r: { raisedAt: string }) => r.raisedAt);
    expect(listed).toEqual([...listed].sort());
    expect(all.data.totalElements).toBe(all.data.content.length);
    // page and size: the pages are consecutive slices of the same order.
    const pageOf = async (page: number) => (await (await get(`/help-desk/reports?startDate=${today}&endDate=${today}&sortDirection=asc&size=2&page=${page}`, tokens.HR001)).json()).data;
    const [first, second] = [await pageOf(0), await pageOf(1)];
    expect(all.data.totalElements).toBeGreaterThan(3);
    expect([...first.content, ...second.content].map((r: { ticketId: number }) => r.ticketId)).toEqual(all.data.content.slice(0, 4).map((r: { ticketId: number }) => r.ticketId));
    expect(first).toMatchObject({ totalElements: all.data.totalElements, totalPages: Math.ceil(all.data.totalElements / 2) });
    // subMenu and status: a completed Payroll › Payslip ticket is in Completed, not in Pending, and nothing of another sub-category is.
    const payslip = await raiseOk(tokens.EMP003, { selfRequest: 'Yes', commonId: rows['Payroll › Payslip'], ticketDetails: 'Report filter payslip' });
    expect((await send('PUT', `/help-desk/${payslip.ticketId}`, tokens.EMP013, { status: 'Completed', comment: 'Sent' })).status).toBe(200);
    const filtered = async (status: string) =>
      (await (await get(`/help-desk/reports?startDate=${today}&endDate=${today}&menu=Payroll&subMenu=Payslip&status=${status}&size=100`, tokens.HR001)).json()).data.content as { ticketId: number; subMenuName: string; status: string }[];
    const completedRows = await filtered('Completed');
    expect(completedRows.map((r) => r.ticketId)).toContain(payslip.ticketId);
    expect(completedRows.every((r) => r.subMenuName === 'Payslip' && r.status === 'Completed')).toBe(true);
    const pendingRows = await filtered('Pending');
    expect(pendingRows.map((r) => r.ticketId)).not.toContain(payslip.ticketId);
    expect(pendingRows.every((r) => r.subMenuName === 'Payslip' && r.status === 'Pending')).toBe(true);
    expect((await (await get(`/help-desk/reports?startDate=${today}&endDate=${today}&menu=Payroll&subMenu=Nothing%20Such&size=100`, tokens.HR001)).json()).data.totalElements).toBe(0);

    const exported = await get(`/help-desk/export?startDate=${today}&endDate=${today}&search=EMP003`, tokens.HR001);
    expect(exported.status).toBe(200);
    const book = XLSX.read(new Uint8Array(await exported.arrayBuffer()), { type: 'array' });
    const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
    expect(sheet[0][0]).toBe('Ticket ID');
    const line = sheet.find((cells) => String(cells[0]) === String(ticketId))!;
    expect(line[4]).toBe(`'=HYPERLINK("http://evil")`);

    const graph = await (await get(`/help-desk-report/graph?startDate=${today}&endDate=${today}`, tokens.HR001)).json();
    const itSupport = graph.data.categories.find((c: { category: string }) => c.category === 'IT Support');
    expect(itSupport.Pending + itSupport.Completed).toBeGreaterThan(0);
    expect(graph.data.reopenRate.tickets).toBe(all.data.totalElements + 1);
    const movement = await (await get(`/help-desk-report/movement-graph?startDate=${today}&endDate=${today}`, tokens.HR001)).json();
    expect(movement.data).toMatchObject({ interval: 'day', points: [{ period: today, raised: all.data.totalElements + 1 }] });
  });

  it("escalates a ticket past its response time to the contact's manager, once", async () => {
    const { ticketId } = await raiseOk(tokens.EMP002, { selfRequest: 'Yes', commonId: rows['Facilities › Seating'], ticketDetails: 'Chair broken' });
    const answered = await raiseOk(tokens.EMP002, { selfRequest: 'Yes', commonId: rows['Facilities › Seating'], ticketDetails: 'Desk wobbles' });
    expect((await send('PUT', `/help-desk/${answered.ticketId}`, tokens.EMP012, { status: 'Pending', comment: 'Looking into it' })).status).toBe(200);
    expect(await server.app.helpDeskEscalation.runOnce()).not.toContain(ticketId);
    const due = (await ticket(ticketId)).response_due_at;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(due).getTime() + 60_000);
    const escalated = await server.app.helpDeskEscalation.runOnce();
    expect(escalated).toContain(ticketId);
    expect(escalated).not.toContain(answered.ticketId);
    expect((await ticket(ticketId)).escalated_at).not.toBeNull();
    expect((await mails('HR001', `#${ticketId} escalated`)).length).toBe(1);
    expect(await server.app.helpDeskEscalation.runOnce()).not.toContain(ticketId);
    expect((await mails('HR001', `#${ticketId} escalated`)).length).toBe(1);
    const detail = await (await get(`/help-desk/${ticketId}`, (await server.login('EMP002')).token)).json();
    expect(detail.data).toMatchObject({ escalated: true });
    expect(detail.data.responseTimeLeftMinutes).toBeLessThan(0);
  });

  it("counts a holiday of the contact's work location as no working time, and not another location's", async () => {
    const db = server.database.db;
    const contact = await sql<{ spoc: string; location: string }>`SELECT upper(s.spoc_emp_id) AS spoc, wl.name AS location FROM master_help_desk_spoc s
      JOIN employee e ON e.organization_id = s.organization_id AND upper(e.emp_id) = upper(s.spoc_emp_id) JOIN master_work_location wl ON wl.id = e.work_location_id
      WHERE s.id = ${rows['HR Policies']}`.execute(db).then((r) => r.rows[0]);
    // A Monday ahead with no holiday of the organisation on it or the Tuesday after.
    const holidays = new Set((await db.selectFrom('holiday').select('holiday_date').where('organization_id', '=', acme).execute()).map((h) => String(h.holiday_date).slice(0, 10)));
    const iso = (at: Date) => at.toISOString().slice(0, 10);
    let monday = new Date(Date.UTC(2027, 1, 8));
    while (holidays.has(iso(monday)) || holidays.has(iso(new Date(monday.getTime() + 86_400_000)))) monday = new Date(monday.getTime() + 7 * 86_400_000);
    const tuesday = new Date(monday.getTime() + 86_400_000);
    const made = await db
      .insertInto('holiday')
      .values([
        { organization_id: acme, occasion: 'Contact Office Day', holiday_date: iso(monday), all_state: true, all_location: false, location_list: JSON.stringify([{ name: contact.location }]) },
        { organization_id: acme, occasion: 'Elsewhere Day', holiday_date: iso(tuesday), all_state: true, all_location: false, location_list: JSON.stringify([{ name: 'Nowhere Office' }]) },
      ])
      .returning('id')
      .execute();
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      // Sunday 10:00 in India: Sunday (weekly off) and Monday (the contact's holiday) do not count; Tuesday (another office's holiday) does.
      vi.setSystemTime(new Date(monday.getTime() - 86_400_000 + (10 * 60 - 330) * 60_000));
      const raised = await raiseOk((await server.login('EMP001')).token, { selfRequest: 'Yes', commonId: rows['HR Policies'], ticketDetails: 'Holiday question' });
      expect(raised.assignedTo).toBe(contact.spoc);
      expect(new Date((await ticket(raised.ticketId)).response_due_at).toISOString()).toBe(new Date(tuesday.getTime() + (8 * 60 - 330) * 60_000).toISOString());
    } finally {
      await db.deleteFrom('holiday').where('id', 'in', made.map((h) => h.id)).execute();
    }
  });

  it('counts response time on working days only: a ticket raised on a Sunday is due on Monday', async () => {
    const db = server.database.db;
    // A Sunday ahead whose Monday is no holiday of the organisation.
    const holidays = new Set((await db.selectFrom('holiday').select('holiday_date').where('organization_id', '=', acme).execute()).map((h) => String(h.holiday_date).slice(0, 10)));
    let sunday = new Date(Date.UTC(2027, 0, 3));
    while (holidays.has(new Date(sunday.getTime() + 86_400_000).toISOString().slice(0, 10))) sunday = new Date(sunday.getTime() + 7 * 86_400_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:00 in India on that Sunday (UTC+5:30).
    vi.setSystemTime(new Date(sunday.getTime() + (10 * 60 - 330) * 60_000));
    const { ticketId } = await raiseOk((await server.login('EMP001')).token, { selfRequest: 'Yes', commonId: rows['HR Policies'], ticketDetails: 'Sunday question' });
    const due = new Date((await ticket(ticketId)).response_due_at);
    // 8 working hours from Monday 00:00 IST: Monday 08:00 IST = 02:30 UTC.
    const monday = new Date(sunday.getTime() + 86_400_000);
    expect(due.toISOString()).toBe(new Date(monday.getTime() + (8 * 60 - 330) * 60_000).toISOString());
  });
});
