import { format, parseISO } from 'date-fns';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { makeAbsentDay } from '../helpers/absentDay.js';
import { startChatbotService, type ChatbotService } from '../helpers/chatbotService.js';
import { startFakeOpenAi, startRecordingProxy } from '../helpers/fakeOpenAi.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/** The latest weekday at least two days before `today` (a working day the seed swiped). */
function recentWeekday(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 2);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

describe.each(databaseKinds)('the chatbot on %s', (kind) => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  let absent: string;

  /** POST /api/chat on the chatbot service, as the widget sends it. */
  async function ask(empId: string, query: string, sessionId = `s-${empId}`, service: ChatbotService = server.chatbot!) {
    const form = new FormData();
    form.append('user_id', empId);
    form.append('session_id', sessionId);
    form.append('query', query);
    form.append('feature', 'hr-assistant');
    const response = await fetch(`${service.url}/api/chat`, { method: 'POST', body: form, headers: { ...bearer(tokens.get(empId)!), 'x-time-zone': 'Asia/Kolkata' } });
    return { status: response.status, body: await response.json() };
  }
  const product = async (empId: string, url: string) => (await server.app.inject({ method: 'GET', url, headers: bearer(tokens.get(empId)!) })).json().data;

  beforeAll(async () => {
    server = await startTestServer(kind, { chatbot: true });
    const db = server.database.db;
    const acme = await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    const emp001 = await db.selectFrom('employee').select('id').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    absent = recentWeekday(attendanceToday());
    await makeAbsentDay(db, acme.id, emp001.id, absent);
    await server.app.attendanceProcessor.whenIdle();
    for (const empId of ['EMP001', 'EMP002', 'MGR001']) tokens.set(empId, (await server.login(empId)).token);
  });
  afterAll(() => server?.close());

  it("answers why EMP001 was absent from that day's real record, with a link to the calendar", async () => {
    const day = await product('EMP001', `/api/attendance/day?date=${absent}`);
    expect(day.record.attendanceData).toBe('A');
    const { status, body } = await ask('EMP001', `why was I absent on ${format(parseISO(absent), 'd MMM yyyy')}?`);
    expect(status).toBe(200);
    expect(body.response).toContain(`your attendance is ${day.record.attendanceData}`);
    for (const sentence of day.explain as string[]) expect(body.response).toContain(sentence);
    expect(body.links).toContainEqual({ label: 'Open the attendance calendar', path: '/attendance/calendar' });
    // The same day said as people say it.
    const slashed = await ask('EMP001', `y was i absnt on ${format(parseISO(absent), 'dd/MM/yyyy')}`);
    expect(slashed.body.response).toBe(body.response);
  });

  it("answers EMP002's question from EMP002's own day, never EMP001's", async () => {
    const mine = await product('EMP001', `/api/attendance/day?date=${absent}`);
    const theirs = await product('EMP002', `/api/attendance/day?date=${absent}`);
    const { body } = await ask('EMP002', `why was I absent on ${format(parseISO(absent), 'd MMM yyyy')}?`);
    for (const sentence of theirs.explain as string[]) expect(body.response).toContain(sentence);
    for (const sentence of (mine.explain as string[]).filter((line) => !theirs.explain.includes(line))) expect(body.response).not.toContain(sentence);
    expect(body.response).not.toMatch(/EMP001|Priya/);
  });

  it('answers the CL balance, the next holiday, the reporting manager and LOP from the product', async () => {
    const types = await product('EMP001', '/api/leave/apply/types');
    const cl = types.find((type: { code: string }) => type.code === 'CL');
    expect((await ask('EMP001', "what's my CL balance?")).body.response).toBe(`Your Casual Leave (CL): ${cl.balance.count} days.`);
    const holidays = await product('EMP001', '/api/holidays/upcoming');
    expect((await ask('EMP001', 'when is the next holiday?')).body.response).toContain(`Your next holiday is ${holidays[0].occasion} on ${format(parseISO(holidays[0].date), 'd MMM yyyy')}`);
    expect((await ask('EMP001', 'who is my reporting manager?')).body.response).toContain('Your reporting manager is Manoj Kumar (MGR001).');
    const month = await product('EMP001', '/api/attendance/calendar');
    const lop = month.attendanceData.reduce((sum: number, day: { lopDays: number }) => sum + day.lopDays, 0);
    const lopAnswer = (await ask('EMP001', 'how many LOP days this month?')).body.response;
    expect(lopAnswer).toContain(lop ? `You have ${lop} LOP day` : 'You have no LOP days');
  });

  /** A regularization of `empId` for `date`, applied to MGR001, as the Apply page stores one. */
  async function regularization(empId: string, code: string, date: string, status: 'Pending' | 'Approved') {
    const db = server.database.db;
    const who = await db.selectFrom('employee').select(['id', 'organization_id']).where('emp_id', '=', empId).executeTakeFirstOrThrow();
    const mgr = await db.selectFrom('employee').select('id').where('emp_id', '=', 'MGR001').executeTakeFirstOrThrow();
    const made = await db
      .insertInto('regularization')
      .values({ organization_id: who.organization_id, regularization_code: code, employee_id: who.id, applied_to_id: mgr.id, status, ...(status === 'Approved' ? { decided_by: mgr.id, decided_at: new Date() } : {}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('regularization_date')
      .values({ organization_id: who.organization_id, regularization_id: made.id, employee_id: who.id, attendance_date: date, work_type: 'REG', reason: 'Forgot my card', status })
      .execute();
  }
  const daysBefore = (date: string, days: number) => format(new Date(parseISO(date).getTime() - days * 86_400_000), 'yyyy-MM-dd');

  it("answers EMP001's regularization status with its code, and EMP002's without it", async () => {
    const date = daysBefore(absent, 14);
    await regularization('EMP001', 'CHATREG-A1', date, 'Approved');
    await regularization('EMP002', 'CHATREG-P2', daysBefore(absent, 15), 'Pending');
    const mine = (await ask('EMP001', 'is my regularization approved?')).body;
    expect(mine.response).toContain(`• CHATREG-A1 — Approved (with Manoj Kumar): ${format(parseISO(date), 'd MMM yyyy')} REG: Approved`);
    expect(mine.links).toContainEqual(expect.objectContaining({ path: expect.stringContaining('regularization') }));
    const theirs = (await ask('EMP002', 'is my regularization approved?')).body.response as string;
    expect(theirs).toContain('• CHATREG-P2 — Pending');
    expect(theirs).not.toContain('CHATREG-A1');
  });

  it("answers a manager's pending approvals with their exact count", async () => {
    const count = async (url: string) => {
      const page = await product('MGR001', url);
      return (page.count ?? page.totalElements) as number;
    };
    const before = await count('/api/attendance-regularization/approvals?key=Pending&page=0');
    await regularization('EMP003', 'CHATREG-P3', daysBefore(absent, 16), 'Pending');
    const regs = await count('/api/attendance-regularization/approvals?key=Pending&page=0');
    expect(regs).toBe(before + 1);
    const leave = await count('/api/leave-approval?key=Pending&page=0');
    const many = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
    expect((await ask('MGR001', "what's pending for me?")).body.response).toBe(
      `Pending for your approval: ${many(regs, 'regularization request')} and ${many(leave, 'leave application')}.`,
    );
  });

  it('says what it can help with when it does not understand', async () => {
    const { body } = await ask('EMP001', 'qwerty zxcv asdf');
    expect(body.response).toContain('I can answer from your own records');
  });

  it('applies a regularization only after the employee confirms, through the Apply API', async () => {
    const db = server.database.db;
    const before = await db.selectFrom('regularization_date').select('regularization_id').where('attendance_date', '=', absent).execute();
    const summary = await ask('EMP001', `apply regularization for ${format(parseISO(absent), 'd MMM yyyy')}, forgot my card`, 'reg');
    expect(summary.body.response).toMatch(/^Regularize .* Shall I submit it\?/);
    expect(summary.body.suggestions).toEqual(['Yes', 'No']);
    expect((await db.selectFrom('regularization_date').select('regularization_id').where('attendance_date', '=', absent).execute()).length).toBe(before.length);
    const done = await ask('EMP001', 'yes', 'reg');
    const applied = await db.selectFrom('regularization_date').select('regularization_id').where('attendance_date', '=', absent).execute();
    if (done.body.response === 'Regularization applied successfully!') {
      expect(applied.length).toBe(before.length + 1);
    } else {
      // Outside the regularization window the product refuses, and the chatbot says why.
      expect(done.body.response).toMatch(/^I could not do that: /);
      expect(applied.length).toBe(before.length);
    }
    expect((await ask('EMP001', 'yes', 'reg')).body.response).toBe('Nothing is waiting for your confirmation.');
  });

  it('applies a leave only after the employee confirms, through the Apply Leave API', async () => {
    const db = server.database.db;
    const emp001 = await db.selectFrom('employee').select('id').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    // A weekday a week or two ahead, said as people say it.
    const day = new Date(`${attendanceToday()}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 9);
    while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    const shown = parseISO(date);
    const applied = () => db.selectFrom('leave_application').select(['leave_type', 'to_date']).where('employee_id', '=', emp001.id).where('from_date', '=', date).execute();
    const summary = await ask('EMP001', `apply CL on ${format(shown, 'do MMM')}, family function`, 'leave');
    expect(await applied()).toEqual([]);
    if (!summary.body.response.startsWith('Apply Casual Leave (CL) for')) {
      // A holiday or a closed window: the page's preview says why, and nothing waits.
      expect(summary.body.response).toMatch(/^I cannot apply that leave: /);
      return;
    }
    expect(summary.body.response).toContain(`for ${format(shown, 'd MMM yyyy')} (1 day)`);
    expect((await ask('EMP001', 'no', 'leave')).body.response).toBe('Cancelled: nothing was submitted.');
    expect(await applied()).toEqual([]);
    await ask('EMP001', `apply CL on ${format(shown, 'do MMM')}, family function`, 'leave');
    expect((await ask('EMP001', 'yes', 'leave')).body.response).toBe(`Casual Leave applied for ${format(shown, 'd MMM yyyy')}.`);
    expect(await applied()).toEqual([{ leave_type: 'CL', to_date: date }]);
  });

  /** The chat form with a file, as the widget sends an attachment. */
  async function askWithFile(empId: string, query: string, sessionId: string, file: File, service = server.chatbot!) {
    const form = new FormData();
    form.append('user_id', empId);
    form.append('session_id', sessionId);
    form.append('query', query);
    form.append('feature', 'hr-assistant');
    form.append('files', file);
    return (await fetch(`${service.url}/api/chat`, { method: 'POST', body: form, headers: bearer(tokens.get(empId)!) })).json();
  }
  const ticketsWith = (details: string) => server.database.db.selectFrom('help_desk_ticket').select('id').where('ticket_details', '=', details).execute();

  it('raises a help desk ticket with its file once, on confirmation, even when the service restarted in between', async () => {
    const db = server.database.db;
    const details = 'raise a ticket for IT Support: laptop fan noise h5';
    const summary = await askWithFile('EMP001', details, 'ticket', new File(['%PDF-1.4 fan'], 'fan.pdf', { type: 'application/pdf' }));
    expect(summary.response).toBe(`Raise a help desk ticket for yourself in IT Support / Laptop: "${details}", with fan.pdf. Shall I submit it? Reply Yes to confirm or No to cancel.`);
    expect(summary.suggestions).toEqual(['Yes', 'No']);
    expect(await ticketsWith(details)).toEqual([]);
    // The product keeps it, for EMP001 only: EMP002 taking the same session's request gets nothing and leaves it.
    const pending = () => db.selectFrom('chatbot_pending_action as p').innerJoin('employee as e', 'e.id', 'p.employee_id').select(['e.emp_id', 'p.kind', 'p.file_name']).where('p.session_id', '=', 'ticket').execute();
    expect(await pending()).toEqual([{ emp_id: 'EMP001', kind: 'ticket', file_name: 'fan.pdf' }]);
    const stolen = await fetch(`${server.url}/api/chatbot/pending?session_id=ticket`, { method: 'DELETE', headers: bearer(tokens.get('EMP002')!) });
    expect((await stolen.json()).data).toBeNull();
    expect(await pending()).toHaveLength(1);

    // A new service process, which never saw the proposal, and the old one both get the Yes at once: one ticket.
    const restarted = await startChatbotService(server.url);
    try {
      const answers = await Promise.all([ask('EMP001', 'yes', 'ticket', restarted), ask('EMP001', 'yes', 'ticket')]);
      expect(answers.map((answer) => answer.body.response).sort()).toEqual(['Nothing is waiting for your confirmation.', 'Ticket Raised successfully (IT Support / Laptop).']);
      expect((await ask('EMP001', 'yes', 'ticket', restarted)).body.response).toBe('Nothing is waiting for your confirmation.');
    } finally {
      await restarted.close();
    }
    const [ticket, ...more] = await ticketsWith(details);
    expect(more).toEqual([]);
    expect(await db.selectFrom('help_desk_attachment').select('file_name').where('ticket_id', '=', ticket.id).execute()).toEqual([{ file_name: 'fan.pdf' }]);
    expect(await pending()).toEqual([]);
    expect(JSON.stringify(await product('EMP001', '/api/help-desk/myRequest?ticketStatus=Pending'))).toContain('laptop fan noise h5');
    expect((await ask('EMP001', 'what is the status of my laptop fan ticket?')).body.response).toContain('laptop fan noise h5');
  });

  it('lets a proposed request lapse after its time, refuses a file the help desk would refuse, and takes one file', async () => {
    const db = server.database.db;
    const details = 'raise a ticket for IT Support: vpn drops every hour k9';
    expect((await ask('EMP001', details, 'lapse')).body.response).toMatch(/^Raise a help desk ticket for yourself in IT Support \/ VPN/);
    const row = await db.selectFrom('chatbot_pending_action').select(sql<number>`extract(epoch from expires_at - now())`.as('seconds')).where('session_id', '=', 'lapse').executeTakeFirstOrThrow();
    expect(Number(row.seconds)).toBeGreaterThan(14 * 60);
    expect(Number(row.seconds)).toBeLessThanOrEqual(15 * 60);
    await db.updateTable('chatbot_pending_action').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('session_id', '=', 'lapse').execute();
    expect((await ask('EMP001', 'yes', 'lapse')).body.response).toBe('Nothing is waiting for your confirmation.');
    expect(await ticketsWith(details)).toEqual([]);

    const script = await askWithFile('EMP001', details, 'bad-file', new File(['#!/bin/sh'], 'run.sh', { type: 'application/pdf' }));
    expect(script.response).toBe('I could not do that: Please upload a valid file type: .pdf, .png, .jpeg, .jpg');
    expect(await db.selectFrom('chatbot_pending_action').select('kind').where('session_id', '=', 'bad-file').execute()).toEqual([]);
    const form = new FormData();
    for (const [name, value] of Object.entries({ user_id: 'EMP001', session_id: 'two-files', query: details, feature: 'hr-assistant' })) form.append(name, value);
    form.append('files', new File(['%PDF-1.4 a'], 'a.pdf'));
    form.append('files', new File(['%PDF-1.4 b'], 'b.pdf'));
    const two = await (await fetch(`${server.chatbot!.url}/api/chat`, { method: 'POST', body: form, headers: bearer(tokens.get('EMP001')!) })).json();
    expect(two.response).toMatch(/^A ticket takes one file/);
  });

  it('refuses a proposed request holding a NUL character, in a field or inside its JSON, and keeps nothing', async () => {
    const keep = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch(`${server.url}/api/chatbot/pending`, { method: 'PUT', body: form, headers: bearer(tokens.get('EMP001')!) });
      return { status: response.status, message: (await response.json()).message };
    };
    expect(await keep({ session_id: 'nul\u0000id', kind: 'ticket', action: '{}' })).toEqual({ status: 400, message: 'The request holds a NUL character (in form.session_id), which is not allowed' });
    expect(await keep({ session_id: 'nul', kind: 'ticket', action: '{"reason":"a\\u0000b"}' })).toEqual({ status: 400, message: 'The request holds a NUL character (in form.action.reason), which is not allowed' });
    expect(await server.database.db.selectFrom('chatbot_pending_action').select('session_id').where('session_id', 'like', 'nul%').execute()).toEqual([]);
  });

  describe('free-form questions through CHAT_LLM_URL', () => {
    let llm: Awaited<ReturnType<typeof startFakeOpenAi>>;
    let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
    let service: ChatbotService;
    const question = 'blorf wibble quux zorp?';
    beforeAll(async () => {
      llm = await startFakeOpenAi();
      proxy = await startRecordingProxy(server.url);
      service = await startChatbotService(proxy.url, { llm: { url: llm.url, model: 'fake-model', apiKey: 'sk-test', timeoutMs: 1500 } });
    });
    afterAll(async () => {
      await service?.close();
      await proxy?.close();
      await llm?.close();
    });

    it("sends a question the intents do not place there, runs its tool call with the asker's own token, and answers with it", async () => {
      llm.calls.length = 0;
      proxy.tokens.length = 0;
      llm.state.mode = 'tool';
      llm.state.tool = 'reporting_manager';
      llm.state.args = {};
      const { status, body } = await ask('EMP002', question, 'llm', service);
      expect(status).toBe(200);
      expect(llm.calls).toHaveLength(2);
      const [first, second] = llm.calls;
      expect(first.authorization).toBe('Bearer sk-test');
      expect(first.body.model).toBe('fake-model');
      expect(first.body.messages.at(-1)).toEqual({ role: 'user', content: question });
      // Only the read-only tools are offered: requests are never made from there.
      expect(first.body.tools.map((tool) => tool.function.name).sort()).toEqual([
        'absence_reason',
        'leave_balance',
        'lop_days',
        'next_holiday',
        'pending_approvals',
        'regularization_status',
        'reporting_manager',
        'ticket_status',
      ]);
      const toolMessage = second.body.messages.find((message) => message.role === 'tool')!;
      expect(toolMessage.tool_call_id).toBe('call_1');
      // The tool read EMP002's profile with EMP002's token, and only that.
      const grounded = (await ask('EMP002', 'who is my reporting manager?')).body.response;
      expect(toolMessage.content).toBe(grounded);
      expect(proxy.tokens.length).toBeGreaterThan(0);
      expect(new Set(proxy.tokens)).toEqual(new Set([`Bearer ${tokens.get('EMP002')}`]));
      expect(body.response).toBe(`From your records: ${grounded}`);
      expect(body.links).toEqual([{ label: 'Open the dashboard', path: '/dashboard' }]);
    });

    it("never reads another employee's data: EMP002's LOP through the model is EMP002's own", async () => {
      llm.calls.length = 0;
      proxy.tokens.length = 0;
      llm.state.tool = 'lop_days';
      const mine = (await ask('EMP001', 'how many LOP days this month?')).body.response as string;
      const theirs = (await ask('EMP002', 'how many LOP days this month?')).body.response as string;
      const { body } = await ask('EMP002', question, 'llm', service);
      expect(body.response).toBe(`From your records: ${theirs}`);
      for (const line of mine.split('\n').filter((line) => !theirs.includes(line))) expect(body.response).not.toContain(line);
      expect(new Set(proxy.tokens)).toEqual(new Set([`Bearer ${tokens.get('EMP002')}`]));
    });

    it("runs the absence reason tool for the day the model names, from the asker's own record", async () => {
      llm.calls.length = 0;
      proxy.tokens.length = 0;
      llm.state.mode = 'tool';
      llm.state.tool = 'absence_reason';
      llm.state.args = { date: absent };
      const grounded = (await ask('EMP001', `why was I absent on ${format(parseISO(absent), 'd MMM yyyy')}?`)).body.response as string;
      expect(grounded).toContain('your attendance is A');
      const { body } = await ask('EMP001', question, 'llm', service);
      expect(body.response).toBe(`From your records: ${grounded}`);
      expect(body.links).toContainEqual({ label: 'Open the attendance calendar', path: '/attendance/calendar' });
      const offered = llm.calls[0].body.tools.find((tool) => tool.function.name === 'absence_reason');
      expect(offered?.function.parameters?.required).toEqual(['date']);
      expect(new Set(proxy.tokens)).toEqual(new Set([`Bearer ${tokens.get('EMP001')}`]));
      llm.state.args = {};
    });

    it('answers with the fallback, within its time-out, when the model is slow, failing or down', async () => {
      for (const mode of ['slow', 'broken'] as const) {
        llm.state.mode = mode;
        const started = performance.now();
        const { status, body } = await ask('EMP002', question, 'llm', service);
        expect(status, mode).toBe(200);
        expect(body.response, mode).toContain('Sorry, I did not understand that. I can answer from your own records');
        expect(performance.now() - started, mode).toBeLessThan(5000);
      }
      const down = await startChatbotService(server.url, { llm: { url: 'http://127.0.0.1:9/v1', model: 'fake-model', timeoutMs: 1500 } });
      try {
        expect((await ask('EMP002', question, 'llm', down)).body.response).toContain('Sorry, I did not understand that.');
        // The grounded answers never wait for the model.
        expect((await ask('EMP002', 'who is my reporting manager?', 'llm', down)).body.response).toMatch(/^Your reporting manager is /);
      } finally {
        await down.close();
      }
    });
  });

  it('keeps the conversation for its owner only', async () => {
    const keep = (empId: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return fetch(`${server.url}/api/chatbot`, { method: 'POST', body: form, headers: bearer(tokens.get(empId)!) });
    };
    expect((await keep('EMP001', { session_id: 'conv-1', query: 'what is my CL balance', feature: 'hr-assistant' })).status).toBe(200);
    expect((await keep('EMP001', { session_id: 'conv-1', query: 'Your Casual Leave (CL): 8 days.', from: 'bot' })).status).toBe(200);
    const refused = await keep('EMP001', { session_id: '', query: 'x' });
    expect(refused.status).toBe(400);
    const read = async (empId: string) => (await fetch(`${server.url}/api/chatbot?session_id=conv-1`, { headers: bearer(tokens.get(empId)!) })).json();
    const own = await read('EMP001');
    expect(own.data.messages.map((message: { from: string; text: string }) => [message.from, message.text])).toEqual([
      ['user', 'what is my CL balance'],
      ['bot', 'Your Casual Leave (CL): 8 days.'],
    ]);
    expect((await read('EMP002')).data.messages).toEqual([]);
    const rows = await server.database.db.selectFrom('chatbot_message').select('text').where('session_id', '=', 'conv-1').execute();
    expect(rows).toHaveLength(2);
  });

  it('with the service down, the product keeps working and the chat call fails as a network error', async () => {
    await server.chatbot!.close();
    await expect(ask('EMP001', 'hi')).rejects.toThrow(TypeError);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const calendar = await fetch(`${server.url}/api/attendance/calendar`, { headers: bearer(tokens.get('EMP001')!) });
    expect(calendar.status).toBe(200);
    const form = new FormData();
    form.append('session_id', 'down');
    form.append('query', 'hi');
    expect((await fetch(`${server.url}/api/chatbot`, { method: 'POST', body: form, headers: bearer(tokens.get('EMP001')!) })).status).toBe(200);
  });
});
