import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../http/httpClient';
import { showToast } from '../toast/toastStore';
import type { SignState } from '../../shared/signState';

export type TodayStatus = 'loading' | 'ready' | 'error';

/** Today's attendance for the dashboard card, and the web sign-in/out (POST /api/attendance/sign, isSign true/false). */
export function useTodayAttendance() {
  const [state, setState] = useState<SignState | null>(null);
  const [status, setStatus] = useState<TodayStatus>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<SignState>('/api/attendance/sign', { signal: controller.signal, silent: true }).then(
      (answer) => {
        setState(answer);
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => controller.abort();
  }, []);

  const sign = useCallback(async (isSign: boolean) => {
    setBusy(true);
    try {
      const answer = await apiRequest<SignState>('/api/attendance/sign', { method: 'POST', body: { isSign } });
      setState(answer);
      setStatus('ready');
      showToast(isSign ? `Signed in at ${answer.firstIn}` : `Signed out at ${answer.lastOut}`, 'success');
    } catch {
      // httpClient has shown the server's message (already signed in, not signed in yet).
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, status, busy, sign };
}
