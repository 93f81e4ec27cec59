/**
 * Refuses (409) a write to a day of a closed payroll month, inside the writing transaction: the
 * month close owns the rule (docs/attendance-lock.md).
 */
export { assertPayrollDaysOpen as assertDaysOpen } from '../monthClose/assertPayrollDaysOpen.js';
