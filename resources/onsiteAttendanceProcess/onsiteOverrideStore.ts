import { createPageStore } from '../../src/app/pageStore/createPageStore';
import type { OnsiteApprovalList, OnsiteApprovalRecord, OnsiteDecisionPayload } from '../onsiteApprovals/onsiteApprovalsApi';
import { REASON_REQUIRED } from '../onsiteApprovals/onsiteApprovalsStore';

export type OverrideKey = 'Pending' | 'Approved';
export type OverrideStatus = OnsiteDecisionPayload['status'];

export interface OnsiteOverrideApi {
  /** The organisation's onsite days: Pending, or decided (Approved and Rejected). */
  list(key: OverrideKey, page: number): Promise<OnsiteApprovalList>;
  /** Decides on behalf of the approver; answers the server's message (its refusal is shown by the client). */
  override(payload: OnsiteDecisionPayload & { reason: string }): Promise<string>;
  notify(message: string, severity: 'success' | 'error'): void;
}

export interface OnsiteOverrideState {
  key: OverrideKey;
  page: number;
  data: OnsiteApprovalList | null;
  /** The open override: the day, the decision HR gives it, and the reason every override needs. */
  override: { record: OnsiteApprovalRecord; status: OverrideStatus; reason: string; error: string | null } | null;
  busy: boolean;
}

/** HR's override of onsite decisions (docs/onsite-attendance.md): every approver's days, each approved or rejected on their behalf with a reason. */
export function createOnsiteOverrideStore(api: OnsiteOverrideApi) {
  const initial: OnsiteOverrideState = { key: 'Pending', page: 0, data: null, override: null, busy: false };
  return createPageStore(initial, (set, get) => {
    const load = async () => {
      const { key, page } = get();
      try {
        const data = await api.list(key, page);
        if (get().key === key && get().page === page) set({ data });
      } catch {
        set({ data: null });
      }
    };
    return {
      load,
      setKey(key: OverrideKey) {
        set({ key, page: 0, data: null });
        return load();
      },
      setPage(page: number) {
        set({ page });
        return load();
      },
      open(record: OnsiteApprovalRecord, status: OverrideStatus) {
        set({ override: { record, status, reason: '', error: null } });
      },
      setReason(reason: string) {
        const current = get().override;
        if (current) set({ override: { ...current, reason, error: current.error && !reason.trim() ? REASON_REQUIRED : null } });
      },
      close() {
        set({ override: null });
      },
      async submit(): Promise<boolean> {
        const current = get().override;
        if (!current) return false;
        if (!current.reason.trim()) {
          set({ override: { ...current, error: REASON_REQUIRED } });
          return false;
        }
        set({ busy: true });
        try {
          const { record, status } = current;
          api.notify(await api.override({ status, empId: record.empId, date: record.attendanceDate, month: record.month, reason: current.reason.trim() }), 'success');
          set({ override: null });
          await load();
          return true;
        } catch {
          return false;
        } finally {
          set({ busy: false });
        }
      },
    };
  });
}
