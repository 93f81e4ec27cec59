import type { RegularizationCardRecord } from './RegularizationCard';

/** A two-day application as the lists answer it, for the stories. */
export const sampleRecord: RegularizationCardRecord = {
  regularizationCode: 'REG000042',
  empId: 'EMP001',
  employeeName: 'Priya Farouk',
  approverName: 'Manoj Kumar',
  appliedDate: '2026-11-18',
  status: 'Pending',
  noOfDays: 2,
  regularizationDates: ['2026-11-16', '2026-11-17'],
  remarks: null,
  employeeRemark: 'Badge left at home',
  appliedRegularizations: [
    { attendanceDate: '2026-11-16', regularizationStatus: 'REG', startTime: '09:30', endTime: '18:30', reason: 'Forgot to swipe', status: 'Pending', approverRemarks: null },
    { attendanceDate: '2026-11-17', regularizationStatus: 'WFH', startTime: '10:00', endTime: '19:00', reason: 'Plumber at home', status: 'Pending', approverRemarks: null },
  ],
};
