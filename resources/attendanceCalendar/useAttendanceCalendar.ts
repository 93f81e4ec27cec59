import { useCallback, useEffect, useMemo, useState } from 'react';
import { attendanceCalendarApi } from './attendanceCalendarApi';
import { adjacentMonth, calendarWeeks, monthTitle } from './calendarController';
import type { AttendanceMonthData } from '../../src/shared/attendanceMonthData';

export type LoadStatus = 'loading' | 'ready' | 'error';

/**
 * One employee's attendance calendar: the payroll month shown (the open one first, as the server's
 * clock decides), previous/next moving one month and refetching, and the day whose details are open.
 * `empId` undefined is the signed-in employee. Another employee is another calendar: mount it anew
 * (a `key`), so it starts at their open payroll month.
 */
export function useAttendanceCalendar(empId: string | undefined) {
  const [yearMonth, setYearMonth] = useState<string | undefined>(undefined);
  const [state, setState] = useState<{ status: LoadStatus; month: AttendanceMonthData | null }>({ status: 'loading', month: null });
  const [openDate, setOpenDate] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', month: previous.month }));
    attendanceCalendarApi.month(empId, yearMonth, controller.signal).then(
      (month) => !controller.signal.aborted && setState({ status: 'ready', month }),
      () => !controller.signal.aborted && setState({ status: 'error', month: null }),
    );
    return () => controller.abort();
  }, [empId, yearMonth]);

  const shown = state.month?.monthYear;
  const move = useCallback((step: -1 | 1) => shown && setYearMonth(adjacentMonth(shown, step)), [shown]);
  const weeks = useMemo(() => (state.month ? calendarWeeks(state.month) : []), [state.month]);

  return {
    status: state.status,
    month: state.month,
    weeks,
    title: shown ? monthTitle(shown) : '',
    previous: () => move(-1),
    next: () => move(1),
    openDate,
    openDay: setOpenDate,
    closeDay: () => setOpenDate(null),
  };
}
