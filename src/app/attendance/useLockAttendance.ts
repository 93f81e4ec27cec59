import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../http/httpClient';
import { showToast } from '../toast/toastStore';
import type { LockAnswer, LockForm } from './lockSetting';

const formOf = (answer: LockAnswer): LockForm => ({
  attendanceEmpLockDate: answer.attendanceEmpLockDate ?? '',
  attendanceRepoLockDate: answer.attendanceRepoLockDate ?? '',
  payrollStartDay: answer.payrollStartDay,
});

/** The lock dates screen: loads the setting, saves it (POST the first time, then PUT lock-date-update with the id). */
export function useLockAttendance() {
  const [answer, setAnswer] = useState<LockAnswer | null>(null);
  const [form, setForm] = useState<LockForm | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<LockAnswer>('/api/leave/lock-attendance', { signal: controller.signal }).then(
      (loaded) => {
        setAnswer(loaded);
        setForm(formOf(loaded));
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, []);

  const change = useCallback((patch: Partial<LockForm>) => setForm((current) => (current ? { ...current, ...patch } : current)), []);

  const save = useCallback(async () => {
    if (!form || !answer) return;
    setSaving(true);
    const body = {
      attendanceEmpLockDate: form.attendanceEmpLockDate || null,
      attendanceRepoLockDate: form.attendanceRepoLockDate || null,
      payrollStartDay: form.payrollStartDay,
    };
    try {
      const saved =
        answer.id === null
          ? await apiRequest<LockAnswer>('/api/leave/lock-attendance', { method: 'POST', body })
          : await apiRequest<LockAnswer>('/api/leave/lock-date-update', { method: 'PUT', body: { id: answer.id, ...body } });
      setAnswer(saved);
      setForm(formOf(saved));
      showToast(answer.id === null ? 'Lock dates saved successfully' : 'Lock dates updated successfully', 'success');
    } catch {
      // httpClient has shown the server's message.
    } finally {
      setSaving(false);
    }
  }, [answer, form]);

  return { answer, form, saving, failed, change, save };
}
