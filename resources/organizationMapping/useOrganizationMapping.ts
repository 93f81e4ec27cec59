import { useCallback, useEffect, useState } from 'react';
import { showToast } from '../../src/app/toast/toastStore';
import { organizationMappingApi } from './organizationMappingApi';
import type { MappingOrganization } from './types';

const other = (status: MappingOrganization['status']): MappingOrganization['status'] => (status === 'Active' ? 'Inactive' : 'Active');

/**
 * State of the organisation mapping screen: the mapped and mappable lists, the organisations picked to map,
 * and the status change waiting for its confirmation. Failed calls were toasted by httpClient.
 */
export function useOrganizationMapping() {
  const [mapped, setMapped] = useState<MappingOrganization[]>([]);
  const [nonMapped, setNonMapped] = useState<MappingOrganization[]>([]);
  const [loading, setLoading] = useState(true);
  const [picked, setPicked] = useState<MappingOrganization[]>([]);
  const [pending, setPending] = useState<MappingOrganization | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      const [nextMapped, nextNonMapped] = await Promise.all([organizationMappingApi.mapped(), organizationMappingApi.nonMapped()]);
      setMapped(nextMapped);
      setNonMapped(nextNonMapped);
    } catch {
      // Toasted; the lists keep what they showed.
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const run = async (call: () => Promise<string>) => {
    setBusy(true);
    try {
      showToast(await call(), 'success');
      await reload();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const mapPicked = async () => {
    if (picked.length === 0) return;
    if (await run(() => organizationMappingApi.map(picked.map((organization) => organization.id)))) setPicked([]);
  };

  const confirmStatus = async () => {
    if (!pending) return;
    const target = pending;
    setPending(null);
    await run(() => organizationMappingApi.setStatus(target.id, other(target.status)));
  };

  return {
    mapped,
    nonMapped,
    loading,
    picked,
    setPicked,
    mapPicked,
    busy,
    /** The mapping whose status change waits for 'Change Status' to be confirmed. */
    pending,
    pendingStatus: pending ? other(pending.status) : null,
    askStatus: setPending,
    confirmStatus,
    cancelStatus: () => setPending(null),
  };
}
