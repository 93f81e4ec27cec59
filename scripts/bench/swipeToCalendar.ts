/**
 * Issue 10's "one new swipe visible in the calendar within 1 s": a server with its processing loop
 * running on the seeded demo database, a device batch of two punches spanning a full day for an
 * absent day of EMP001 posted to `POST /api/attendance/swipes`, and the time from its answer (the swipes and
 * their marks committed) until `GET /api/attendance/calendar` lists the day as present.
 */
import { startTestServer } from '../../tests/helpers/testServer.js';
import type { DatabaseKind } from '../../tests/helpers/testDatabases.js';

/** How often the calendar is asked again: the figure's resolution. */
const POLL_MS = 10;
/** A day not shown by then counts as this long, and the samples stop. */
const GIVE_UP_MS = 10_000;

/** Milliseconds from a swipe's commit to the calendar showing its day, once per absent day sampled (up to `samples`). */
export async function swipeToCalendar(kind: DatabaseKind, samples: number): Promise<number[]> {
  const server = await startTestServer(kind, { listen: true });
  try {
    const call = async (token: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()).data;
    };
    const signedIn = await server.login('ADMIN');
    const admin: string = (await call(signedIn.token, 'POST', '/api/users/auth/switch', { type: 'Organization', value: 'ACME' })).token;
    const employee = (await server.login('EMP001')).token;
    // The seed's own marks first, so each sample waits for its swipe only.
    await server.app.attendanceProcessor.whenIdle();
    const month = await call(employee, 'GET', '/api/attendance/calendar');
    const times: number[] = [];
    for (const date of (month.absentList as string[]).slice(-samples)) {
      // Without a direction, so the day pairs first in to last out: a full day whatever punches it had (a half day's too).
      const punch = (time: string) => ({ empId: 'EMP001', logDateTime: `${date}T${time}:00+05:30`, deviceName: 'Bench Gate', direction: null });
      await call(admin, 'POST', '/api/attendance/swipes', { swipes: [punch('09:29'), punch('18:41')] });
      const committed = performance.now();
      for (;;) {
        const now = await call(employee, 'GET', `/api/attendance/calendar?yearMonth=${month.monthYear}`);
        if ((now.presentList as string[]).includes(date)) break;
        if (performance.now() - committed > GIVE_UP_MS) break;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      times.push(performance.now() - committed);
      if (times[times.length - 1] > GIVE_UP_MS) break;
    }
    return times;
  } finally {
    await server.close();
  }
}
