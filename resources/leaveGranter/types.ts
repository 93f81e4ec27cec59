import type { GranterRun, GrantPreview } from '../../src/shared/leaveGranterRecords';

export type { GranterRun, GrantPreview };

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
