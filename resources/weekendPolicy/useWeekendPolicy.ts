import { useCallback, useEffect, useState } from 'react';
import { accessForPath } from '../../src/app/auth/accessForPath';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { showToast } from '../../src/app/toast/toastStore';
import type { WeekendStatus, WeekendWeek } from '../../src/shared/weekendPolicy';
import { WEEKEND_POLICY_PATH, weekendPolicyApi, type WeekendPolicy } from './weekendPolicyApi';

/** The add/update dialog: which month (MM-YYYY), its weeks as edited, whether it already has a policy. */
export interface WeekendPolicyDialog {
  mode: 'add' | 'update';
  month: string | null;
  weeks: WeekendWeek[];
  loading: boolean;
}

/**
 * The Weekend Policy screen (spec 001 §2): the months with a policy, and a dialog that adds a month
 * (picked by year and month) or updates one. Picking a month that already has a policy opens it for
 * update, so a month is never added twice.
 */
export function useWeekendPolicy(api = weekendPolicyApi) {
  const permission = useLoginDetails()?.userDetails.permission;
  const access = (permission && accessForPath(permission, WEEKEND_POLICY_PATH)) || { view: false, add: false, edit: false, delete: false };
  const [policies, setPolicies] = useState<WeekendPolicy[] | null>(null);
  const [dialog, setDialog] = useState<WeekendPolicyDialog | null>(null);
  const [saving, setSaving] = useState(false);

  const reload = useCallback(async () => {
    try {
      setPolicies(await api.list());
    } catch {
      setPolicies([]);
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const openMonth = useCallback(
    async (month: string, mode: 'add' | 'update') => {
      setDialog({ mode, month, weeks: [], loading: true });
      try {
        const policy = await api.month(month);
        setDialog({ mode: policy.isDefault ? 'add' : 'update', month, weeks: policy.weeks, loading: false });
      } catch {
        setDialog({ mode, month: null, weeks: [], loading: false });
      }
    },
    [api],
  );
  const openAdd = useCallback(() => setDialog({ mode: 'add', month: null, weeks: [], loading: false }), []);
  const openEdit = useCallback((month: string) => void openMonth(month, 'update'), [openMonth]);
  const pickMonth = useCallback((month: string) => void openMonth(month, 'add'), [openMonth]);
  const close = useCallback(() => setDialog(null), []);
  const setSaturday = useCallback((weekName: string, status: WeekendStatus) => {
    setDialog((open) => open && { ...open, weeks: open.weeks.map((week) => (week.weekName === weekName ? { ...week, satStatus: status } : week)) });
  }, []);

  const save = useCallback(async () => {
    if (!dialog?.month) return;
    setSaving(true);
    try {
      if (dialog.mode === 'add') await api.add(dialog.month, dialog.weeks);
      else await api.update(dialog.month, dialog.weeks);
      showToast(dialog.mode === 'add' ? 'Added Successfully!' : 'Updated Successfully!', 'success');
      setDialog(null);
      await reload();
    } catch {
      // httpClient has toasted the server's message; the dialog stays for another try.
    } finally {
      setSaving(false);
    }
  }, [api, dialog, reload]);

  return { access, policies, dialog, saving, openAdd, openEdit, pickMonth, close, setSaturday, save };
}

export type WeekendPolicyState = ReturnType<typeof useWeekendPolicy>;
