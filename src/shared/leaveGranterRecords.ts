/** The Leave Granter's answers (docs/leave-ledger.md), as the server builds them and the page reads them. */

/** One entry a run will write. */
export interface PlannedEntry {
  employeeId: number;
  empId: string;
  empName: string;
  leaveType: string;
  entryKind: 'accrual' | 'carryForward' | 'lapse';
  leaveYear: number;
  days: number;
  effectiveDate: string;
  expiresOn: string | null;
  key: string;
}

/** An accrual the run does not write though the scheme lists the type, with why (the preview shows it). */
export interface SkippedGrant {
  employeeId: number;
  empId: string;
  empName: string;
  leaveType: string;
  reason: string;
}

/** A plan's figures for one leave type. */
export interface GrantTypeTotal {
  leaveType: string;
  employees: number;
  entries: number;
  days: number;
}

/** Totals of a plan: employees credited, entries and net days, per type. */
export interface GrantTotals {
  employees: number;
  entries: number;
  days: number;
  byType: GrantTypeTotal[];
}

/** POST /api/leave/granter with preview: who gets what, nothing written (the first rows of each list, and their counts). */
export interface GrantPreview extends GrantTotals {
  period: string;
  rows: PlannedEntry[];
  truncated: boolean;
  skipped: SkippedGrant[];
  skippedCount: number;
}

/** A run as the runs table and its page show it. */
export interface GranterRun {
  id: number;
  periodKind: 'Month' | 'Year';
  period: string;
  leaveTypes: string[];
  selectedEmployees: number | null;
  status: 'Running' | 'Done' | 'Failed';
  jobId: number | null;
  employeesGranted: number;
  entriesWritten: number;
  daysGranted: number;
  createdBy: string | null;
  createdAt: string;
  finishedAt: string | null;
}
