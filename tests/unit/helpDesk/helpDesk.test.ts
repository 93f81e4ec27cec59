import { describe, expect, it, vi } from 'vitest';
import { addWorkingMinutes, workingMinutesBetween } from '../../../src/server/helpDesk/workingTime';
import { routeTicket, type ContactRow } from '../../../src/server/helpDesk/routeTicket';
import type { HelpDeskApi, TicketDetail } from '../../../resources/helpDesk/helpDeskApi';
import { createTicketListStore, RATING_REQUIRED } from '../../../resources/helpDesk/ticketListStore';
import { ticketFormSchema, ticketPayload } from '../../../resources/helpDesk/ticketForm';
import { timeLeftText } from '../../../resources/helpDesk/timeLeft';

const ZONE = 'Asia/Kolkata';
/** Weekdays work; 2026-11-30 (a Monday) is a holiday. */
const isWorking = (date: string) => ![0, 6].includes(new Date(`${date}T00:00Z`).getUTCDay()) && date !== '2026-11-30';

describe('working time', () => {
  it('skips weekly offs and holidays whole', () => {
    // Friday 27 Nov 2026 20:00 IST + 8 working hours: 4 on Friday, then Tuesday 04:00 IST (Sat, Sun and the Monday holiday skipped).
    const friday = new Date('2026-11-27T14:30:00Z');
    expect(addWorkingMinutes(friday, 8 * 60, isWorking, ZONE).toISOString()).toBe('2026-11-30T22:30:00.000Z');
    expect(workingMinutesBetween(friday, new Date('2026-11-30T22:30:00Z'), isWorking, ZONE)).toBe(8 * 60);
    expect(workingMinutesBetween(new Date('2026-11-30T22:30:00Z'), friday, isWorking, ZONE)).toBe(-8 * 60);
  });
});

describe('routing', () => {
  const row = (id: number, sub: string, spoc: string, fallback: string | null = null): ContactRow => ({ id, menuName: 'IT', subMenuName: sub, spocEmpId: spoc, managerEmpId: 'MGR', fallbackEmpId: fallback, responseHours: 8, resolutionHours: 40 });
  const rows = [row(1, 'Laptop', 'A'), row(2, 'VPN', 'B'), row(3, 'Mail', 'A', 'F')];
  it('goes to the contact, the next contact of the category, then the fallback even when away', () => {
    expect(routeTicket(rows, rows[0], new Set())).toMatchObject({ assignedEmpId: 'A', via: 'contact' });
    expect(routeTicket(rows, rows[0], new Set(['A']))).toMatchObject({ assignedEmpId: 'B', via: 'nextContact', skipped: ['A'] });
    expect(routeTicket(rows, rows[0], new Set(['A', 'B']))).toMatchObject({ assignedEmpId: 'F', via: 'fallback' });
    expect(routeTicket(rows, rows[0], new Set(['A', 'B', 'F']))).toMatchObject({ assignedEmpId: 'F', via: 'fallback' });
    expect(routeTicket([row(9, 'X', 'Z')], row(9, 'X', 'Z'), new Set(['Z']))).toMatchObject({ assignedEmpId: 'MGR', via: 'fallback' });
  });
});

describe('ticket form', () => {
  const menus = [
    { menuName: 'IT Support', menuId: 1, commonId: 1, hasSubMenus: true },
    { menuName: 'HR Policies', menuId: 6, commonId: 6, hasSubMenus: false },
  ];
  it('asks for the employee only for Others and the sub-category only when the category has some', () => {
    const mine = ticketFormSchema(menus, { ticketRaisedFor: 'My Self', menu: 6 });
    expect(Object.keys(mine.properties!)).toEqual(['ticketRaisedFor', 'menu', 'reason', 'file']);
    const others = ticketFormSchema(menus, { ticketRaisedFor: 'Others', menu: 1 });
    expect(others.required).toEqual(['ticketRaisedFor', 'employeeList', 'menu', 'subMenu', 'reason']);
  });
  it("sends spec 000 §3's form data", () => {
    const form = ticketPayload({ ticketRaisedFor: 'Others', employeeList: 'EMP002', menu: 1, subMenu: 3, reason: 'Broken', file: 'data:image/png;name=a%20b.png;base64,iVBO' });
    expect([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : (value as File).name])).toEqual([
      ['selfRequest', 'No'],
      ['forEmpId', 'EMP002'],
      ['commonId', '3'],
      ['ticketDetails', 'Broken'],
      ['file', 'a b.png'],
    ]);
    // A follow-up of a closed ticket names it.
    expect(ticketPayload({ ticketRaisedFor: 'My Self', menu: 6, reason: 'Again' }, 41).get('linkedTicketId')).toBe('41');
  });
  it('reads time left as a person would', () => {
    expect(timeLeftText(125)).toBe('2h 5m left');
    expect(timeLeftText(-1500)).toBe('overdue by 1d 1h 0m');
  });
});

describe('ticket list store', () => {
  const detail = { ticketId: 7, status: 'Completed', rating: null } as TicketDetail;
  const fakeApi = () =>
    ({
      list: vi.fn(async () => ({ content: [], totalElements: 0, totalPages: 0 })),
      detail: vi.fn(async () => detail),
      changeStatus: vi.fn(async () => undefined),
      reopen: vi.fn(async () => undefined),
      feedback: vi.fn(async () => undefined),
      notify: vi.fn(),
    }) as unknown as HelpDeskApi;

  it('asks for a reason before reopening and a rating before feedback, then sends them', async () => {
    const api = fakeApi();
    const store = createTicketListStore(api, 'myRequest');
    await store.load();
    await store.open(7);
    store.startAction('reopen');
    expect(await store.submitAction()).toBe(false);
    expect(store.getState().action?.error).toBe('Please enter the reason for reopening');
    store.setText('Again');
    expect(await store.submitAction()).toBe(true);
    expect(api.reopen).toHaveBeenCalledWith(7, 'Again');
    expect(api.notify).toHaveBeenCalledWith('Ticket Reopened successfully');
    store.startAction('feedback');
    expect(await store.submitAction()).toBe(false);
    expect(store.getState().action?.error).toBe(RATING_REQUIRED);
    store.setRating(5);
    expect(await store.submitAction()).toBe(true);
    expect(api.feedback).toHaveBeenCalledWith(7, 5, '');
  });
});
