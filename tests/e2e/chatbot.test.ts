import { format, parseISO } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { makeAbsentDay } from '../helpers/absentDay.js';
import { seriousViolations } from '../helpers/accessibility.js';
import { enterAs } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { bearer } from '../helpers/testServer.js';

describe('the chatbot in Chromium (issue 22 §4)', () => {
  const suite = useBrowserSuite({ chatbot: true });
  let absent: string;

  beforeAll(async () => {
    const { server } = suite;
    const db = server.database.db;
    const acme = await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    const emp001 = await db.selectFrom('employee').select('id').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    const day = new Date(`${attendanceToday()}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 2);
    while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1);
    absent = day.toISOString().slice(0, 10);
    await makeAbsentDay(db, acme.id, emp001.id, absent);
    await server.app.attendanceProcessor.whenIdle();
  });

  const chat = () => suite.page.getByRole('dialog', { name: 'Chatbot' });
  async function send(text: string) {
    await chat().getByRole('textbox', { name: 'Message' }).fill(text);
    await chat().getByRole('button', { name: 'Send message' }).click();
  }

  it("EMP001 asks why a seeded absent day was absent and gets the day's reason, then the CL balance, then raises a ticket", async () => {
    const { page, server } = suite;
    await enterAs(page, server, 'EMP001');
    await page.getByRole('button', { name: 'Open chatbot' }).click();
    await expect.poll(() => chat().getByText('Hello! How can I help you today?').count()).toBeGreaterThan(0);

    const token = (await server.login('EMP001')).token;
    const day = (await server.app.inject({ method: 'GET', url: `/api/attendance/day?date=${absent}`, headers: bearer(token) })).json().data;
    await send(`why was I absent on ${format(parseISO(absent), 'do MMMM')}?`);
    const log = chat().getByRole('log', { name: 'Conversation' });
    await log.getByText(day.explain[0], { exact: false }).waitFor();
    await expect.poll(() => log.getByRole('link', { name: 'Open the attendance calendar' }).count()).toBeGreaterThan(0);

    const types = (await server.app.inject({ method: 'GET', url: '/api/leave/apply/types', headers: bearer(token) })).json().data;
    const cl = types.find((type: { code: string }) => type.code === 'CL');
    await send("what's my CL balance?");
    await log.getByText(`Your Casual Leave (CL): ${cl.balance.count} days.`).waitFor();

    // A help desk ticket through the chatbot: the summary, the Yes quick reply, then the ticket is EMP001's.
    const details = 'raise a ticket for IT Support: my laptop screen flickers e2e';
    await send(details);
    await log.getByText(`Raise a help desk ticket for yourself in IT Support / Laptop: "${details}".`, { exact: false }).waitFor();
    await log.getByRole('button', { name: 'Yes' }).last().click();
    await log.getByText('Ticket Raised successfully (IT Support / Laptop).').waitFor();
    const raised = (await server.app.inject({ method: 'GET', url: '/api/help-desk/myRequest?ticketStatus=Pending', headers: bearer(token) })).json().data;
    expect(JSON.stringify(raised).split(details).length - 1).toBe(1);

    // The product kept the conversation: after a reload, the window opens on it.
    await page.reload();
    await page.getByRole('button', { name: 'Open chatbot' }).click();
    await chat().getByRole('log', { name: 'Conversation' }).getByText(`Your Casual Leave (CL): ${cl.balance.count} days.`).waitFor();

    // The open chatbot with a conversation passes the accessibility gate (docs/accessibility.md), on a phone too.
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    const box = await chat().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });

  it('with the chatbot service stopped, the widget shows the network error and the rest of the product works', async () => {
    const { page, server } = suite;
    await server.chatbot!.close();
    await enterAs(page, server, 'EMP001');
    await page.getByRole('button', { name: 'Open chatbot' }).click();
    await send('hi');
    await chat().getByRole('alert').filter({ hasText: 'Network error: Unable to connect to the server. Please check your internet connection.' }).waitFor();
    await page.goto('/attendance/calendar');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('grid').count()).toBeGreaterThan(0);
  });
});
