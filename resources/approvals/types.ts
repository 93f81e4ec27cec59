import type { DecisionPayload } from '../../src/shared/regularizationRules';
import type { RegularizationRecord } from '../../src/shared/regularizationRecord';

/** A record of the approvals lists, with what the screen may offer on it (spec 001 §4). */
export interface ApprovalRecord extends RegularizationRecord {
  offers: { approveReject: boolean; partial: boolean };
}

/** Spec 001 §7: the approvals list answers count and records. */
export interface ApprovalList {
  count: number;
  records: ApprovalRecord[];
  totalPages: number;
}

export interface ApprovalsApi {
  list(key: 'Pending' | 'Approved', page: number): Promise<ApprovalList>;
  decide(payload: DecisionPayload): Promise<void>;
  notify(message: string, severity: 'success' | 'error' | 'info' | 'warning'): void;
}
