import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import type { OnsiteApprovalList, OnsiteApprovalRecord, OnsiteApprovalsApi } from './onsiteApprovalsApi';

export type OnsiteTab = 'Pending' | 'Approved';
/** Spec 001 §5: an onsite rejection needs a reason. */
export const REASON_REQUIRED = 'Reason is required';

export interface OnsiteApprovalsState {
  tab: OnsiteTab;
  lists: Record<OnsiteTab, { page: number; data: OnsiteApprovalList | null; loading: boolean }>;
  reject: {
    record: OnsiteApprovalRecord;
    reason: string;
    error: string | null;
  } | null;
  deciding: boolean;
}

export interface OnsiteApprovalsActions {
  load(): Promise<void>;
  setTab(tab: OnsiteTab): Promise<void>;
  loadList(tab: OnsiteTab, page: number): Promise<void>;
  approve(record: OnsiteApprovalRecord): Promise<boolean>;
  openReject(record: OnsiteApprovalRecord): void;
  setRejectReason(reason: string): void;
  submitReject(): Promise<boolean>;
  closeReject(): void;
}

export type OnsiteApprovalsStore = PageStore<OnsiteApprovalsState, OnsiteApprovalsActions>;

const INITIAL: OnsiteApprovalsState = {
  tab: 'Pending',
  lists: {
    Pending: { page: 0, data: null, loading: false },
    Approved: { page: 0, data: null, loading: false },
  },
  reject: null,
  deciding: false,
};

const reasonProblem = (reason: string) => (reason.trim() ? null : REASON_REQUIRED);

/** Onsite Approvals (spec 001 §2, §4, §5, §7): the two lists, approve, and reject with a reason. */
export function createOnsiteApprovalsStore(api: OnsiteApprovalsApi): OnsiteApprovalsStore {
  return createPageStore(INITIAL, (set, get) => {
    async function decide(record: OnsiteApprovalRecord, status: 'Approved' | 'Rejected', reason?: string): Promise<boolean> {
      set({ deciding: true });
      try {
        const message = await api.decide({
          status,
          empId: record.empId,
          date: record.attendanceDate,
          month: record.month,
          ...(reason ? { reason } : {}),
        });
        api.notify(message, 'success');
      } catch {
        set({ deciding: false });
        return false;
      }
      set({ deciding: false, reject: null });
      await actions.load();
      return true;
    }
    const actions: OnsiteApprovalsActions = {
      async load() {
        await Promise.all([actions.loadList('Pending', 0), actions.loadList('Approved', 0)]);
      },
      async setTab(tab) {
        set({ tab });
        await actions.loadList(tab, get().lists[tab].page);
      },
      async loadList(tab, page) {
        const lists = () => get().lists;
        set({
          lists: {
            ...lists(),
            [tab]: { ...lists()[tab], page, loading: true },
          },
        });
        try {
          const data = await api.list(tab, page);
          set({ lists: { ...lists(), [tab]: { page, data, loading: false } } });
        } catch {
          set({
            lists: { ...lists(), [tab]: { ...lists()[tab], loading: false } },
          });
        }
      },
      approve: (record) => decide(record, 'Approved'),
      openReject(record) {
        set({ reject: { record, reason: '', error: null } });
      },
      setRejectReason(reason) {
        const current = get().reject;
        if (current)
          set({
            reject: {
              ...current,
              reason,
              error: current.error ? reasonProblem(reason) : null,
            },
          });
      },
      async submitReject() {
        const current = get().reject;
        if (!current) return false;
        const error = reasonProblem(current.reason);
        set({ reject: { ...current, error } });
        if (error) return false;
        return decide(current.record, 'Rejected', current.reason.trim());
      },
      closeReject() {
        set({ reject: null });
      },
    };
    return actions;
  });
}
