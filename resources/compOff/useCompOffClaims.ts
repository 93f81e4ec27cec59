import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';
import type { CompOffEligibleDay, CompOffOverview } from '../../src/shared/leaveSpecialRecords';

/** The comp-off Claim tab: the worked days open for a claim with the balance, and claiming one with a reason. */
export function useCompOffClaims(onClaimed: () => void) {
  const [overview, setOverview] = useState<CompOffOverview | null>(null);
  const [claiming, setClaiming] = useState<CompOffEligibleDay | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    apiRequest<CompOffOverview>('/leave/comp-off/eligible', { silent: true }).then(setOverview, () => undefined);
  }, []);
  useEffect(load, [load]);

  async function claim() {
    if (!claiming || !reason.trim()) return;
    setBusy(true);
    try {
      await apiRequest('/leave/comp-off', { method: 'POST', body: { workedDate: claiming.date, reason: reason.trim() } });
      showToast('Comp-off applied successfully!', 'success');
      setClaiming(null);
      load();
      onClaimed();
    } catch {
      // The HTTP client has shown the reason.
    } finally {
      setBusy(false);
    }
  }

  return {
    overview,
    claiming,
    reason,
    busy,
    start: (day: CompOffEligibleDay) => {
      setClaiming(day);
      setReason('');
    },
    setReason,
    cancel: () => setClaiming(null),
    claim: () => void claim(),
  };
}
