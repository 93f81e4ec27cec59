import { useEffect, useState } from 'react';
import { attendanceCalendarApi } from './attendanceCalendarApi';
import { dayDialogTitle, hoursRows, processedOnText, shiftText, visibleSwipes } from './dayDetailsController';
import type { LoadStatus } from './useAttendanceCalendar';
import type { AttendanceDayDetails } from './types';

/** The day-details dialog's data for `date` (null: closed) and what its sections show. */
export function useDayDetails(empId: string | undefined, date: string | null) {
  const [state, setState] = useState<{ key: string; status: LoadStatus; details: AttendanceDayDetails | null }>({ key: '', status: 'loading', details: null });
  const [lopInfoOpen, setLopInfoOpen] = useState(true);
  const key = `${empId ?? ''}|${date ?? ''}`;

  useEffect(() => {
    if (!date) return undefined;
    const controller = new AbortController();
    setState({ key, status: 'loading', details: null });
    setLopInfoOpen(true);
    attendanceCalendarApi.day(empId, date, controller.signal).then(
      (details) => !controller.signal.aborted && setState({ key, status: 'ready', details }),
      () => !controller.signal.aborted && setState({ key, status: 'error', details: null }),
    );
    return () => controller.abort();
  }, [empId, date, key]);

  const current = state.key === key ? state : { status: 'loading' as LoadStatus, details: null };
  const details = current.details;
  return {
    title: date ? dayDialogTitle(date) : '',
    status: current.status,
    details,
    shift: shiftText(details?.shift ?? null),
    scheme: details?.scheme ?? '-',
    processedOn: processedOnText(details?.processedOn ?? null),
    hours: hoursRows(details?.record ?? null),
    swipes: details ? visibleSwipes(details) : [],
    lopMessage: details?.lopMessage ?? null,
    lopInfoOpen,
    toggleLopInfo: () => setLopInfoOpen((open) => !open),
  };
}
