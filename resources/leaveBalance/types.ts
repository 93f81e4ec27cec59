import type { LeaveBalanceRow, LeaveEntryKind } from '../../src/shared/leaveRecords';

/** GET /api/employee/leave/{empId}/{year}. */
export interface YearBalances {
  empId: string;
  empName: string;
  year: number;
  schemeName: string | null;
  balances: LeaveBalanceRow[];
}

/** A statement line of GET /api/employee/leave?empId&year&leaveType. */
export interface StatementLine {
  id: number;
  entryKind: LeaveEntryKind;
  days: number;
  effectiveDate: string;
  expiresOn: string | null;
  reason: string | null;
  createdBy: string | null;
  sourceRef: string | null;
  runningBalance: number;
}

export interface AdjustPayload {
  empId: string;
  leaveType: string;
  year: number;
  days: number;
  reason: string;
}

/** The calls of the balance view, so its controller can be tested without a server. */
export interface LeaveBalanceApi {
  balances(empId: string, year: number): Promise<YearBalances | null>;
  statement(empId: string, year: number, leaveType: string): Promise<StatementLine[]>;
  adjust(payload: AdjustPayload): Promise<void>;
}
