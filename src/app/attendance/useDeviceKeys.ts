import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../http/httpClient';
import { showToast } from '../toast/toastStore';

/** GET /api/attendance/device-keys row: never the key itself. */
export interface DeviceKeyRow {
  id: number;
  name: string;
  keyPrefix: string;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Swipe Ingestion's device keys (docs/swipes.md): list, make one (its key kept only until the page is left), revoke. */
export function useDeviceKeys() {
  const [rows, setRows] = useState<DeviceKeyRow[] | null>(null);
  const [madeKey, setMadeKey] = useState<{ name: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => setRows(await apiRequest<DeviceKeyRow[]>('/api/attendance/device-keys')), []);
  useEffect(() => {
    reload().catch(() => setRows([]));
  }, [reload]);

  const create = useCallback(
    async (name: string) => {
      setBusy(true);
      try {
        const made = await apiRequest<{ name: string; key: string }>('/api/attendance/device-keys', { method: 'POST', body: { name } });
        setMadeKey({ name: made.name, key: made.key });
        await reload();
      } catch {
        // httpClient has shown the server's message.
      } finally {
        setBusy(false);
      }
    },
    [reload],
  );

  const revoke = useCallback(
    async (id: number) => {
      setBusy(true);
      try {
        await apiRequest('/api/attendance/device-keys', { method: 'DELETE', query: { id } });
        showToast('Device key revoked', 'success');
        await reload();
      } catch {
        // httpClient has shown the server's message.
      } finally {
        setBusy(false);
      }
    },
    [reload],
  );

  return { rows, madeKey, busy, create, revoke };
}
