import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { employeeRanges } from '../../../src/server/attendance/processor/employeeRanges.js';

describe('employeeRanges (a bulk pass cuts the marks into runs of whole employees)', () => {
  it('cuts before the run would pass the size, never inside an employee', () => {
    const counts = [
      { employeeId: 3, marks: 30 },
      { employeeId: 4, marks: 30 },
      { employeeId: 9, marks: 30 },
      { employeeId: 10, marks: 80 },
      { employeeId: 12, marks: 5 },
    ];
    expect(employeeRanges(counts, 60)).toEqual([
      { low: 3, high: 4, marks: 60 },
      { low: 9, high: 9, marks: 30 },
      { low: 10, high: 10, marks: 80 },
      { low: 12, high: 12, marks: 5 },
    ]);
    expect(employeeRanges([], 60)).toEqual([]);
  });

  it('covers every employee once, in order, each run within the size unless it is one employee (property)', () => {
    const counts = fc.uniqueArray(fc.record({ employeeId: fc.integer({ min: 1, max: 10_000 }), marks: fc.integer({ min: 1, max: 40 }) }), { selector: (c) => c.employeeId });
    fc.assert(
      fc.property(counts, fc.integer({ min: 1, max: 100 }), (unsorted, size) => {
        const sorted = [...unsorted].sort((a, b) => a.employeeId - b.employeeId);
        const ranges = employeeRanges(sorted, size);
        const covered = ranges.flatMap((r) => sorted.filter((c) => c.employeeId >= r.low && c.employeeId <= r.high));
        expect(covered).toEqual(sorted);
        for (const range of ranges) {
          const inside = sorted.filter((c) => c.employeeId >= range.low && c.employeeId <= range.high);
          expect(range.marks).toBe(inside.reduce((n, c) => n + c.marks, 0));
          if (inside.length > 1) expect(range.marks).toBeLessThanOrEqual(size);
        }
      }),
    );
  });
});
