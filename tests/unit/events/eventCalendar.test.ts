import { describe, expect, it } from 'vitest';
import { monthCalendarEvents } from '../../../widgets/events/EventCalendar';

const event = (id: number, startDate: string, endDate = startDate) => ({ id, title: `E${id}`, startDate, endDate });

describe('the events calendar month (spec 002 §9: three a day, as the holiday calendar)', () => {
  it('shows at most three events a day, then a more-link counting the rest', () => {
    const shown = monthCalendarEvents([event(1, '2026-11-10'), event(2, '2026-11-10'), event(3, '2026-11-10'), event(4, '2026-11-10'), event(5, '2026-11-10'), event(6, '2026-11-11')]);
    expect(shown.map((e) => e.title)).toEqual(['E1', 'E2', 'E3', 'E6', '+2 more']);
    expect(shown[4]).toMatchObject({ more: 2, start: new Date(2026, 10, 10), allDay: true });
    expect(shown[4].source).toBeUndefined();
  });

  it('counts a multi-day event on each day it covers, longer ones first, and hides it where a day is full', () => {
    const shown = monthCalendarEvents([event(1, '2026-11-12'), event(2, '2026-11-12'), event(3, '2026-11-12'), event(4, '2026-11-11', '2026-11-13'), event(5, '2026-11-13')]);
    // The offsite (11th–13th) starts first and takes a place on the 12th, so the 12th's third is hidden.
    expect(shown.map((e) => e.title)).toEqual(['E4', 'E1', 'E2', 'E5', '+1 more']);
    expect(shown.at(-1)).toMatchObject({ more: 1, start: new Date(2026, 10, 12) });
  });
});
