import type { BalanceAdjustment, StatementLine, YearBalances } from '../../src/shared/leaveRecords';

export type { StatementLine, YearBalances };

/** The calls of the balance view, so its controller can be tested without a server. */
export interface LeaveBalanceApi {
  balances(empId: string, year: number): Promise<YearBalances | null>;
  statement(empId: string, year: number, leaveType: string): Promise<StatementLine[]>;
  adjust(payload: BalanceAdjustment): Promise<void>;
}
