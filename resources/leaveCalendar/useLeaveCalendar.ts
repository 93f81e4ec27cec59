import { useEffect, useState } from 'react';
import { Views, type View } from 'react-big-calendar';
import { apiRequest } from '../../src/app/http/httpClient';
import type { LeaveCalendarMonth, LeaveCalendarScope } from '../../src/shared/leaveSpecialRecords';
import { apiMonthOf } from '../../widgets/leave/leaveCalendarEvents';

/**
 * The leave calendar page's state: the month shown, the scope (the employee's own or team; the
 * admin page's organisation), the department filter, and the month's entries from /leave/calendar.
 */
export function useLeaveCalendar(initialScope: LeaveCalendarScope) {
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>(Views.MONTH);
  const [scope, setScope] = useState<LeaveCalendarScope>(initialScope);
  const [department, setDepartment] = useState('');
  const [month, setMonth] = useState<LeaveCalendarMonth | null>(null);
  const [loading, setLoading] = useState(true);

  // The month, not the day, decides what is loaded.
  const monthKey = apiMonthOf(date);
  useEffect(() => {
    let current = true;
    setLoading(true);
    apiRequest<LeaveCalendarMonth>('/leave/calendar', { query: { month: monthKey, scope, department: department || undefined } })
      .then((answer) => current && setMonth(answer))
      .catch(() => current && setMonth(null))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [monthKey, scope, department]);

  return { date, setDate, view, setView, scope, setScope, department, setDepartment, month, loading };
}
