import type { DaySwipe } from '../../src/shared/daySwipe';
import type { SessionRow } from '../../widgets/attendance/SessionTable';

/** GET /api/attendance/day: one day's details. */
export interface AttendanceDayDetails {
  empId: string;
  empName: string;
  attendanceDate: string;
  processed: boolean;
  processedOn: string | null;
  inProgress: boolean;
  shift: { shiftCode: string; inTime: string | null; outTime: string | null; graceTime: string | null } | null;
  scheme: string | null;
  record: Record<string, string | number | null> | null;
  sessions: SessionRow[];
  swipes: DaySwipe[];
  lopDays: number;
  lopMessage: string | null;
  explain: string[];
}
