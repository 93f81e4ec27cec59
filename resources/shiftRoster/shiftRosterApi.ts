import { apiBlob, apiRequest } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';
import type { DayTypeHistoryRow, RosterSheetKind, ShiftRosterRow } from '../../src/shared/shiftRosterSheet';
import { uploadSheet } from '../../widgets/sheetImport/uploadSheet';

/** The API path of each sheet (spec 001 §7). */
export const ROSTER_SHEET_PATHS: Record<RosterSheetKind, string> = { shiftRoster: '/shift-roster', dayType: '/attendance-day-type-history' };

export interface RosterPage {
  content: ShiftRosterRow[];
  totalElements: number;
  totalPages: number;
  monthYear: string;
  startDate: string;
  endDate: string;
}

export interface RosterQuery {
  monthYear: string;
  page: number;
  size: number;
  search: string;
}

/** The calls of the Shift Roster screens (docs/shifts-and-weekends.md). */
export const shiftRosterApi = {
  roster: (query: Partial<RosterQuery> & Pick<RosterQuery, 'page' | 'size' | 'search'>) =>
    apiRequest<RosterPage>('/shift-roster', { query: { ...(query.monthYear ? { monthYear: query.monthYear } : {}), page: query.page, size: query.size, sortDirection: 'ASC', ...(query.search.trim() ? { search: query.search.trim() } : {}) } }),
  dayTypeHistory: (query: { empId: string | null; monthYear: string | null }) =>
    apiRequest<DayTypeHistoryRow[]>('/attendance-day-type-history', { query: { ...(query.empId ? { empId: query.empId } : {}), ...(query.monthYear ? { monthYear: query.monthYear } : {}) } }),
  /** 202 { jobId } for a clean file; a refused one answers its error grid (message, columns, rows). */
  upload: (file: File, kind: RosterSheetKind) => uploadSheet(`${ROSTER_SHEET_PATHS[kind]}/import`, file),
  sample: async (kind: RosterSheetKind) => downloadBlob(await apiBlob(`${ROSTER_SHEET_PATHS[kind]}/sample`), kind === 'shiftRoster' ? 'shift-roster-sample.xlsx' : 'day-type-sample.xlsx'),
};
