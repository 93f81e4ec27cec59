import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import {
  DECISION_MESSAGES,
  MESSAGES,
  partialDecisionPayload,
  partialDecisionProblem,
  rejectReasonProblem,
  type DecisionPayload,
  type PartialDecisionRow,
} from '../../src/shared/regularizationRules';
import type { ApprovalList, ApprovalRecord, ApprovalsApi } from './types';

export type ApprovalsTab = 'Pending' | 'Completed';
const KEY = { Pending: 'Pending', Completed: 'Approved' } as const;

export interface ApprovalsState {
  tab: ApprovalsTab;
  lists: Record<ApprovalsTab, { page: number; data: ApprovalList | null; loading: boolean }>;
  /** The Reject dialog: the request, the reason typed and its message. */
  reject: { record: ApprovalRecord; reason: string; error: string | null } | null;
  /** 'Applied Date Regularization': one row per date, Approved by default. */
  partial: { record: ApprovalRecord; rows: PartialDecisionRow[]; error: string | null } | null;
  /** A completed request opened read-only. */
  view: ApprovalRecord | null;
  deciding: boolean;
}

export const INITIAL_APPROVALS: ApprovalsState = {
  tab: 'Pending',
  lists: { Pending: { page: 0, data: null, loading: false }, Completed: { page: 0, data: null, loading: false } },
  reject: null,
  partial: null,
  view: null,
  deciding: false,
};

export interface ApprovalsActions {
  load(): Promise<void>;
  setTab(tab: ApprovalsTab): Promise<void>;
  loadList(tab: ApprovalsTab, page: number): Promise<void>;
  approve(record: ApprovalRecord): Promise<boolean>;
  openReject(record: ApprovalRecord): void;
  setRejectReason(reason: string): void;
  submitReject(): Promise<boolean>;
  closeReject(): void;
  openPartial(record: ApprovalRecord): void;
  togglePartial(date: string): void;
  setPartialRemarks(date: string, remarks: string): void;
  submitPartial(): Promise<boolean>;
  closePartial(): void;
  openView(record: ApprovalRecord): void;
  closeView(): void;
}

export type ApprovalsController = PageStore<ApprovalsState, ApprovalsActions>;

/** Everything the approvals screens do, without React (spec 001 §2, §4, §5). */
export function createApprovalsController(api: ApprovalsApi): ApprovalsController {
  return createPageStore(INITIAL_APPROVALS, (set, get) => {
    async function decide(payload: DecisionPayload, message: string): Promise<boolean> {
      set({ deciding: true });
      try {
        await api.decide(payload);
      } catch {
        set({ deciding: false });
        return false;
      }
      api.notify(message, 'success');
      set({ deciding: false, reject: null, partial: null });
      await Promise.all([actions.loadList('Pending', 0), actions.loadList('Completed', 0)]);
      return true;
    }

    const actions: ApprovalsActions = {
      async load() {
        await Promise.all([actions.loadList('Pending', 0), actions.loadList('Completed', 0)]);
      },
      async setTab(tab) {
        set({ tab, view: null });
        await actions.loadList(tab, get().lists[tab].page);
      },
      async loadList(tab, page) {
        const lists = () => get().lists;
        set({ lists: { ...lists(), [tab]: { ...lists()[tab], page, loading: true } } });
        try {
          const data = await api.list(KEY[tab], page);
          set({ lists: { ...lists(), [tab]: { page, data, loading: false } } });
        } catch {
          set({ lists: { ...lists(), [tab]: { ...lists()[tab], loading: false } } });
        }
      },
      approve(record) {
        return decide({ empId: record.empId, regCode: record.regularizationCode, key: 'Approved', approvedDate: record.regularizationDates, rejectedDate: [], remarks: [] }, MESSAGES.approved);
      },
      openReject(record) {
        set({ reject: { record, reason: '', error: null } });
      },
      setRejectReason(reason) {
        const current = get().reject;
        if (current) set({ reject: { ...current, reason, error: current.error ? rejectReasonProblem(reason) : null } });
      },
      async submitReject() {
        const current = get().reject;
        if (!current) return false;
        const error = rejectReasonProblem(current.reason);
        set({ reject: { ...current, error } });
        if (error) return false;
        const { record } = current;
        return decide(
          { empId: record.empId, regCode: record.regularizationCode, key: 'Rejected', approvedDate: [], rejectedDate: record.regularizationDates, remarks: [current.reason.trim()] },
          MESSAGES.rejected,
        );
      },
      closeReject() {
        set({ reject: null });
      },
      openPartial(record) {
        set({ partial: { record, rows: record.regularizationDates.map((date) => ({ date, approved: true, remarks: '' })), error: null } });
      },
      togglePartial(date) {
        const current = get().partial;
        if (current) set({ partial: { ...current, rows: current.rows.map((row) => (row.date === date ? { ...row, approved: !row.approved } : row)), error: null } });
      },
      setPartialRemarks(date, remarks) {
        const current = get().partial;
        if (current) set({ partial: { ...current, rows: current.rows.map((row) => (row.date === date ? { ...row, remarks } : row)), error: null } });
      },
      async submitPartial() {
        const current = get().partial;
        if (!current) return false;
        const error = partialDecisionProblem(current.rows);
        set({ partial: { ...current, error } });
        if (error) return false;
        const payload = partialDecisionPayload(current.record.empId, current.record.regularizationCode, current.rows);
        return decide(payload, DECISION_MESSAGES[payload.key]);
      },
      closePartial() {
        set({ partial: null });
      },
      openView(record) {
        set({ view: record });
      },
      closeView() {
        set({ view: null });
      },
    };
    return actions;
  });
}
