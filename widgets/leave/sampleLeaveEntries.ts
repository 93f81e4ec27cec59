import type { LeaveCalendarEntry } from '../../src/shared/leaveSpecialRecords';

const entry = (empId: string, employeeName: string, leaveType: string, leaveName: string, date: string, status: 'Pending' | 'Approved', sessions: (1 | 2)[] = [1, 2]): LeaveCalendarEntry => ({
  leaveCode: `LV${date.replaceAll('-', '')}${empId}`,
  empId,
  employeeName,
  department: 'Engineering',
  leaveType,
  leaveName,
  date,
  sessions,
  status,
});

/** December 2026 for a team of three: approved and pending dates of several types, one half day. */
export const SAMPLE_LEAVE_ENTRIES: LeaveCalendarEntry[] = [
  entry('EMP001', 'Asha Rao', 'CL', 'Casual Leave', '2026-12-07', 'Approved'),
  entry('EMP001', 'Asha Rao', 'CL', 'Casual Leave', '2026-12-08', 'Pending', [1]),
  entry('EMP003', 'Vikram Shah', 'PL', 'Privilege Leave', '2026-12-07', 'Approved'),
  entry('EMP003', 'Vikram Shah', 'PL', 'Privilege Leave', '2026-12-09', 'Approved'),
  entry('EMP004', 'Meera Iyer', 'SL', 'Sick Leave', '2026-12-15', 'Approved'),
  entry('EMP004', 'Meera Iyer', 'CO', 'Comp Off', '2026-12-21', 'Pending'),
  entry('EMP001', 'Asha Rao', 'RH', 'Restricted Holiday', '2026-12-24', 'Approved'),
];
