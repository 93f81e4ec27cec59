/** What the granter form asks for (POST /api/leave/granter). */
export interface GrantForm {
  periodKind: 'Month' | 'Year';
  /** YYYY-MM or YYYY. */
  period: string;
  /** Empty: every type with accrual. */
  leaveTypes: string[];
  /** Empty: every active employee. */
  empIds: string[];
}

export interface PlannedRow {
  empId: string;
  empName: string;
  leaveType: string;
  entryKind: 'accrual' | 'carryForward' | 'lapse';
  leaveYear: number;
  days: number;
  effectiveDate: string;
  key: string;
}

export interface TypeTotal {
  leaveType: string;
  employees: number;
  entries: number;
  days: number;
}

/** An accrual the scheme lists but the run cannot grant, with why (an On Joining type without a date of joining). */
export interface SkippedRow {
  empId: string;
  empName: string;
  leaveType: string;
  reason: string;
}

export interface GrantPreview {
  period: string;
  employees: number;
  entries: number;
  days: number;
  byType: TypeTotal[];
  rows: PlannedRow[];
  truncated: boolean;
  skipped: SkippedRow[];
  skippedCount: number;
}

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

export interface JobState {
  status: 'running' | 'done' | 'failed';
  progress: number;
  message: string | null;
}

export interface Option {
  value: string;
  label: string;
}

/** The granter page's calls, so its hook can be driven without a server. */
export interface GranterApi {
  preview(form: GrantForm): Promise<GrantPreview>;
  start(form: GrantForm): Promise<{ runId: number; jobId: number }>;
  again(runId: number): Promise<{ runId: number; jobId: number }>;
  runs(page: number): Promise<{ content: GranterRun[]; totalElements: number }>;
  job(jobId: number): Promise<JobState>;
  leaveTypes(): Promise<Option[]>;
  employees(): Promise<Option[]>;
}
