import type { MonthEndCockpit, MonthEndDecision, MonthEndEffect, PendingPolicy } from '../../src/shared/monthEnd/monthEndRecords';

export type MonthEndTab = 'leave' | 'regularization';

/** A row of either tab, as the table shows it. */
export interface MonthEndRow {
  code: string;
  empId: string;
  empName: string;
  /** The leave type, or the regularization's work types (REG, WFH, OD). */
  kind: string;
  dates: string[];
  numOfDays: number;
  reason: string;
  appliedToName: string;
  appliedDate: string;
}

export interface MonthEndPage {
  rows: MonthEndRow[];
  totalElements: number;
}

export interface MonthEndFilters {
  empId: string;
  leaveType: string;
  /** The approver holding the items (the cockpit's per-approver links). */
  appliedTo: string;
}

export interface ListRequest extends MonthEndFilters {
  monthYear: string;
  page: number;
  size: number;
}

export interface MonthEndApi {
  cockpit(monthYear?: string): Promise<MonthEndCockpit>;
  list(tab: MonthEndTab, request: ListRequest): Promise<MonthEndPage>;
  preview(monthYear: string, decisions: MonthEndDecision[], pendingPolicy?: PendingPolicy): Promise<MonthEndEffect>;
  /** The spec's Submit of a tab, carried out only as previewed; answers the server's message. */
  submit(tab: MonthEndTab, monthYear: string, decisions: MonthEndDecision[], previewToken: string): Promise<void>;
  close(monthYear: string, pendingPolicy: PendingPolicy | undefined, previewToken: string | undefined): Promise<void>;
  notify(message: string, severity: 'success' | 'error' | 'info' | 'warning'): void;
}
