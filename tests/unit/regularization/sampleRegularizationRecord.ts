import type { RegularizationRecord } from '../../../src/shared/regularizationRecord';

/** A pending request of EMP001 to MGR001, as the regularization lists answer it; tests change what they read. */
export function sampleRegularizationRecord(changes: Partial<RegularizationRecord> = {}): RegularizationRecord {
  return {
    regularizationCode: 'REG000007',
    empId: 'EMP001',
    employeeName: 'Priya Farouk',
    employeeDept: 'HR',
    appliedTo: 'MGR001',
    approverName: 'Manoj Kumar',
    approverDept: 'Engineering',
    appliedDate: '2026-11-18',
    status: 'Pending',
    noOfDays: 0,
    regularizationDates: [],
    remarks: null,
    employeeRemark: null,
    decidedBy: null,
    decidedDate: null,
    appliedRegularizations: [],
    ...changes,
  };
}
