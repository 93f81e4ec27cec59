import type { SheetUploadAnswer } from '../../../widgets/sheetImport/createSheetImportStore';

/** One session of a day as GET attendance-muster/override answers it. */
export interface SessionValues {
  oldSession: string | null;
  newSession: string | null;
}

/** Spec 001 §3 Attendance day (override). */
export interface OverrideDay {
  date: string;
  shiftCode: string | null;
  firstIn: string | null;
  lastOut: string | null;
  session1: SessionValues;
  session2: SessionValues;
  overridden: boolean;
  remarks: string | null;
}

/** Spec 001 §3 Override record, with the key DELETE /attendance-muster takes. */
export interface OverrideRecord {
  empId: string;
  employeeName: string;
  date: string;
  yearMonth: string;
  inTime: string | null;
  outTime: string | null;
  status: string | null;
  session1: SessionValues;
  session2: SessionValues;
  overriddenBy: string;
  overriddenOn: string;
  remarks: string;
}

export interface OverrideList {
  content: OverrideRecord[];
  totalElements: number;
  totalPages: number;
}

/** What a call's failure says: the server's message (and fields) when it gave one. */
export type Outcome<T> = { ok: true; data: T; message: string } | { ok: false; message: string };

/** The calls of the muster's override pieces (overridesApi.ts); a test hands in a fake. */
export interface OverridesApi {
  days(empId: string, monthYear: string): Promise<OverrideDay[]>;
  save(body: { empId: string; monthYear: string; remarks: string; overrideList: { date: string; session1: SessionValues; session2: SessionValues }[] }): Promise<Outcome<null>>;
  list(query: { page: number; size: number; empId?: string | null; monthYear?: string | null }): Promise<OverrideList>;
  remove(rows: { empId: string; yearMonth: string; attendanceDate: string }[]): Promise<Outcome<null>>;
  lopCount(empId: string, monthYear: string): Promise<number>;
  addLop(body: { empId: string; previousMonth: string; oldLop: string; lopReversal: string; reason?: string }): Promise<Outcome<unknown>>;
  /** A clean file's answer is the id of the job writing it; a refused one's, its error grid. */
  upload(file: File, monthYear: string): Promise<SheetUploadAnswer>;
  downloadSample(): Promise<void>;
  downloadErrors(importId: number): Promise<void>;
  notify(message: string, severity: 'success' | 'error' | 'info'): void;
}
