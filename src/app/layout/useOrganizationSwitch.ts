import { useCallback, useState } from 'react';
import { useSwitchContext } from '../auth/useSwitchContext';
import { useLoginDetails } from '../auth/useLoginDetails';

/**
 * The organisation selector (spec 000 §4): pick, confirm in a dialog, then switch. useSwitchContext lands on the
 * first permitted path with a fresh page load after 250 ms, and toasts a failure (server message or 'Failed to login').
 */
export function useOrganizationSwitch() {
  const userDetails = useLoginDetails()?.userDetails;
  const { switchOrganization } = useSwitchContext();
  const active = userDetails?.activeOrganization;
  const currentCode = active?.organizationCode ?? '';
  const access = userDetails?.organizationAccess ?? [];
  // The active organisation is always an option, even if the access list leaves it out.
  const options =
    active && currentCode && !access.some((option) => option.organizationCode === currentCode)
      ? [{ organizationCode: currentCode, organizationDetail: active.organizationDetail }, ...access]
      : access;
  const [pendingCode, setPendingCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const request = useCallback(
    (code: string) => {
      if (!code || code === currentCode) return;
      setPendingCode(code);
    },
    [currentCode],
  );

  const cancel = useCallback(() => {
    if (!busy) setPendingCode(null);
  }, [busy]);

  const confirm = useCallback(async () => {
    if (!pendingCode || busy) return;
    setBusy(true);
    const switched = await switchOrganization(pendingCode);
    // On success the page reloads; keep the dialog busy until then.
    if (!switched) {
      setBusy(false);
      setPendingCode(null);
    }
  }, [busy, pendingCode, switchOrganization]);

  const pending = options.find((option) => option.organizationCode === pendingCode) ?? null;

  return { options, currentCode, pending, busy, request, cancel, confirm };
}
