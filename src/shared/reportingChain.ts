/**
 * The reporting tree's two rules (issue 21 §2, docs/people.md "Reporting lines"): nobody reports to
 * or reviews themselves, and nobody reports to someone below them (a cycle). Pure, so the single
 * change (src/server/employees/reportingLine.ts) and the bulk upload's check in the worker pool
 * (employeeSheet.ts) give the same messages.
 */

/** Who someone reports to (upper-cased Emp IDs), or null for nobody. */
export type ManagerOf = (empId: string) => string | null;

export const selfReportMessage = (who: string) => `${who} cannot report to themselves`;
export const selfReviewMessage = (who: string) => `${who} cannot review themselves`;
export const cycleMessage = (who: string, manager: string, path: readonly string[]) => `${who} cannot report to ${manager}: ${manager} already reports to ${who} (${path.join(' → ')})`;

/**
 * The chain from `manager` up to `who` when `who` reporting to `manager` would close a cycle
 * ([manager, …, who]), else null. A cycle already above (written outside the product) ends the walk.
 */
export function reportingCycle(who: string, manager: string, managerOf: ManagerOf): string[] | null {
  const path: string[] = [];
  const seen = new Set<string>();
  for (let at: string | null = manager; at !== null && !seen.has(at); at = managerOf(at)) {
    path.push(at);
    if (at === who) return path;
    seen.add(at);
  }
  return null;
}

/** How many managers are above someone (0 for a head); a cycle counts what it met before closing. */
export function depthOf(empId: string, managerOf: ManagerOf): number {
  const seen = new Set<string>([empId]);
  let depth = 0;
  for (let at = managerOf(empId); at !== null && !seen.has(at); at = managerOf(at)) {
    seen.add(at);
    depth++;
  }
  return depth;
}
