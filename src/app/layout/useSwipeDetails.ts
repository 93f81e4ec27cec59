import { useEffect, useState } from 'react';
import { format, isValid, parseISO } from 'date-fns';
import { apiRequest } from '../http/httpClient';

/** Spec 000 §3: a swipe details row. */
export interface SwipeRow {
  LogDateTime: string;
  DeviceName: string;
  Direction: string;
}

export type SwipeStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Spec 000 §9: yyyy-MM-dd for the query, DD-MM-YYYY for the dialog heading. */
export const swipeQueryDate = (date: Date) => format(date, 'yyyy-MM-dd');
export const swipeHeadingDate = (date: Date) => format(date, 'dd-MM-yyyy');

/** ISO timestamps read as 'dd-MM-yyyy HH:mm:ss' in the user's zone; anything else is shown as sent. */
export function formatSwipeTime(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd-MM-yyyy HH:mm:ss') : value;
}

/** Loads GET /api/attendance/swipe-details?date=yyyy-MM-dd while `enabled`. */
export function useSwipeDetails(date: Date, enabled: boolean) {
  const day = swipeQueryDate(date);
  const [state, setState] = useState<{ day: string; status: SwipeStatus; rows: SwipeRow[] }>({
    day: '',
    status: 'idle',
    rows: [],
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setState({ day, status: 'loading', rows: [] });
    apiRequest<SwipeRow[] | null>('/api/attendance/swipe-details', { query: { date: day }, signal: controller.signal }).then(
      (rows) => {
        if (!controller.signal.aborted) setState({ day, status: 'ready', rows: Array.isArray(rows) ? rows : [] });
      },
      () => {
        if (!controller.signal.aborted) setState({ day, status: 'error', rows: [] });
      },
    );
    return () => controller.abort();
  }, [day, enabled]);

  const current = state.day === day ? state : { day, status: (enabled ? 'loading' : 'idle') as SwipeStatus, rows: [] };
  return { heading: swipeHeadingDate(date), day, status: current.status, rows: current.rows };
}
