import type { MusterBreakdown, MusterPage } from '../../src/shared/musterRow';

/** The filter as GET /attendance-muster reads it; blanks are left out. */
export interface MusterQuery {
  monthYear?: string;
  empId?: string;
  reviewer?: string;
  repManager?: string;
  payrollStatus?: string;
  search?: string;
  lopOnly?: boolean;
  unprocessedOnly?: boolean;
  page?: number;
  size?: number;
}

/** What the muster page asks of the server, behind an interface so a test hands in a fake. */
export interface MusterApi {
  list(query: MusterQuery, signal?: AbortSignal): Promise<MusterPage>;
  breakdown(empId: string, monthYear: string): Promise<MusterBreakdown>;
  /** Starts Process Attendance; answers the background job's id. */
  process(monthYear: string, isAll: boolean, empIds: string[]): Promise<number>;
  download(query: MusterQuery, fileName: string): Promise<void>;
  notify(message: string, severity: 'success' | 'error' | 'info' | 'warning'): void;
}
