/** A run of employee ids, both ends included, and how many marks it holds. */
export interface EmployeeRange {
  low: number;
  high: number;
  marks: number;
}

/**
 * Cuts an organisation's marks, counted per employee (in employee order), into runs of whole
 * employees of about `size` marks each: a bulk pass takes each run by one index range. An employee
 * is never split, so a run may pass `size` by one employee's marks.
 */
export function employeeRanges(counts: readonly { employeeId: number; marks: number }[], size: number): EmployeeRange[] {
  const ranges: EmployeeRange[] = [];
  let current: EmployeeRange | null = null;
  for (const { employeeId, marks } of counts) {
    if (current && current.marks + marks > size && current.marks > 0) {
      ranges.push(current);
      current = null;
    }
    if (current) {
      current.high = employeeId;
      current.marks += marks;
    } else current = { low: employeeId, high: employeeId, marks };
  }
  if (current) ranges.push(current);
  return ranges;
}
