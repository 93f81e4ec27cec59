import { useEffect, useState } from 'react';
import { format } from 'date-fns';
import { apiRequest } from '../http/httpClient';
import type { SwipeLogRow } from '../attendance/SwipeTable';

export type SwipeStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Spec 000 §9: yyyy-MM-dd for the query, DD-MM-YYYY for the dialog heading. */
export const swipeQueryDate = (date: Date) => format(date, 'yyyy-MM-dd');
export const swipeHeadingDate = (date: Date) => format(date, 'dd-MM-yyyy');

/** Loads the signed-in employee's swipes of an attendance day (GET /api/attendance/swipes?date=yyyy-MM-dd) while `enabled`. */
export function useSwipeDetails(date: Date, enabled: boolean) {
  const day = swipeQueryDate(date);
  const [state, setState] = useState<{ day: string; status: SwipeStatus; rows: SwipeLogRow[] }>({
    day: '',
    status: 'idle',
    rows: [],
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setState({ day, status: 'loading', rows: [] });
    apiRequest<SwipeLogRow[] | null>('/api/attendance/swipes', { query: { date: day }, signal: controller.signal }).then(
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
