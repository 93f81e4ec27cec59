import { apiRequest } from '../../src/app/http/httpClient';
import type { AdminTrackerRow, TrackerDateRow, TrackerDepartment } from '../../src/shared/trackerRecords';
import type { TrackerSchema } from '../../src/shared/attendanceReportRules';

export interface TrackerRange {
  schema: TrackerSchema;
  fromDate: string;
  toDate: string;
}

/** The trackers' calls (docs/attendance-reports.md). */
export interface TrackerApi {
  team(range: TrackerRange): Promise<TrackerDepartment[]>;
  member(range: TrackerRange, empId: string): Promise<TrackerDateRow[]>;
  admin(month: string): Promise<Record<string, AdminTrackerRow>>;
}

const BASE = '/employee-attendance';
const rangeQuery = (range: TrackerRange) => ({
  schema: range.schema,
  startDate: range.fromDate,
  endDate: range.toDate,
});

export const trackerApi: TrackerApi = {
  team: (range) => apiRequest(`${BASE}/team-tracker`, { query: rangeQuery(range) }),
  member: (range, empId) =>
    apiRequest(`${BASE}/team-member-report`, {
      query: { ...rangeQuery(range), empId },
    }),
  admin: (month) => apiRequest(`${BASE}/admin-attendance-tracker`, { query: { month } }),
};
