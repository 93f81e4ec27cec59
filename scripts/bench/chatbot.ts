/**
 * The chatbot's grounded answers (issue 22 §4): for each question, the time from the widget's
 * `POST /api/chat` to the answer (the service understands the message, calls the product with the
 * employee's token and words the answer), p50 and p99 over RUNS asks, held against a floor measured
 * in the same run: the product API call(s) the answer makes, alone, from the same process. The
 * product and the service listen on their own ports as in production (the product on PGlite with
 * the demo seed); no LLM. `npm run bench -- chatbot` runs only these.
 */
import os from 'node:os';
import { format, parseISO } from 'date-fns';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { bearer, startTestServer } from '../../tests/helpers/testServer.js';
import type { DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { BenchTable, percentile, timeMany } from './measure.js';

const RUNS = Number(process.env.BENCH_CHATBOT_RUNS ?? 200);

export async function chatbotFigures(kind: DatabaseKind = 'pglite'): Promise<void> {
  const server = await startTestServer(kind, { chatbot: true });
  try {
    const employee = (await server.login('EMP001')).token;
    const manager = (await server.login('MGR001')).token;
    const day = new Date(`${attendanceToday()}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 2);
    const date = day.toISOString().slice(0, 10);
    await raiseLaptopTicket(server.url, employee);
    const questions: { question: string; token: string; floor: string[] }[] = [
      { question: `why was I absent on ${format(parseISO(date), 'd MMM yyyy')}?`, token: employee, floor: [`/api/attendance/day?date=${date}`] },
      { question: "what's my CL balance?", token: employee, floor: ['/api/leave/apply/types'] },
      { question: 'when is the next holiday?', token: employee, floor: ['/api/holidays/upcoming'] },
      { question: 'how many LOP days this month?', token: employee, floor: ['/api/attendance/calendar'] },
      { question: 'is my regularization approved?', token: employee, floor: ['/api/attendance-regularization?key=Pending&page=0', '/api/attendance-regularization?key=Approved&page=0'] },
      { question: 'who is my reporting manager?', token: employee, floor: ['/api/employee/getEmployeeProfile'] },
      { question: "what's the status of my laptop ticket?", token: employee, floor: ['/api/help-desk/myRequest?ticketStatus=Pending', '/api/help-desk/myRequest?ticketStatus=Completed'] },
      { question: "what's pending for me?", token: manager, floor: ['/api/attendance-regularization/approvals?key=Pending&page=0', '/api/leave-approval?key=Pending&page=0'] },
    ];
    const table = new BenchTable(`Chatbot answers, ${RUNS} asks each (${kind}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`);
    for (const { question, token, floor } of questions) {
      const ask = async () => {
        const form = new FormData();
        form.append('user_id', 'bench');
        form.append('session_id', 'bench');
        form.append('query', question);
        form.append('feature', 'hr-assistant');
        const response = await fetch(`${server.chatbot!.url}/api/chat`, { method: 'POST', body: form, headers: bearer(token) });
        if (!response.ok) throw new Error(`${question}: ${response.status}`);
        await response.json();
      };
      // The floor: the same product calls, in parallel as the tool makes them.
      const direct = () => Promise.all(floor.map((path) => fetch(`${server.url}${path}`, { headers: bearer(token) }).then((response) => response.text())));
      const answers = await timeMany(RUNS, ask);
      const calls = await timeMany(RUNS, direct);
      table.add({ figure: `"${question}" p50`, value: percentile(answers, 50), unit: 'ms', floor: { value: percentile(calls, 50), what: 'its product call' }, budget: '≤ 300 ms' });
      table.add({ figure: `"${question}" p99`, value: percentile(answers, 99), unit: 'ms', floor: { value: percentile(calls, 99), what: 'its product call' }, budget: '≤ 1000 ms' });
    }
    table.print();
  } finally {
    await server.close();
  }
}

/** A ticket of EMP001's in IT Support › Laptop, as the Help Desk form raises it: the ticket question has one to find. */
async function raiseLaptopTicket(url: string, token: string): Promise<void> {
  const read = async (path: string) => ((await (await fetch(`${url}${path}`, { headers: bearer(token) })).json()) as { data: { menuId: number; menuName: string; subMenuName?: string; commonId: number }[] }).data;
  const it = (await read('/api/spoc/help-desk-menus')).find((menu) => menu.menuName === 'IT Support');
  const laptop = it && (await read(`/api/spoc/help-desk-menus?filterMenuId=${it.menuId}`)).find((sub) => sub.subMenuName === 'Laptop');
  if (!laptop) throw new Error('The demo seed has no IT Support › Laptop contact');
  const form = new FormData();
  for (const [name, value] of Object.entries({ selfRequest: 'Yes', commonId: String(laptop.commonId), ticketDetails: 'Laptop battery drains in an hour' })) form.append(name, value);
  const response = await fetch(`${url}/api/help-desk`, { method: 'POST', body: form, headers: bearer(token) });
  if (!response.ok) throw new Error(`Raising the laptop ticket: ${response.status}`);
}
