import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Who a demo employee reports to and who reviews them (Emp IDs); null where nobody does. */
export interface DemoReporting {
  manager: string | null;
  reviewer: string | null;
}

/**
 * ACME's staff EMP011–EMP180 report to the manager of their department (the demo gives department
 * by Emp ID number modulo 7, in demoSeed's DEPARTMENTS order).
 */
const ACME_DEPARTMENT_MANAGERS = ['EMP028', 'EMP022', 'EMP023', 'EMP024', 'EMP025', 'EMP026', 'EMP027'];
/** ACME's head: reports to nobody, so their requests go to the organisation's fallback approver. */
export const ACME_HEAD = 'EMP021';
/** NILE's head, its HR person (reviewer of everyone and the organisation's fallback approver) and its two team managers. */
export const NILE_HEAD = 'NIL002';
export const NILE_HR = 'NIL003';
const NILE_MANAGERS = ['NIL004', 'NIL005'];

const pad = (n: number) => String(n).padStart(3, '0');

/**
 * The demo organisations' reporting tree (README, "Demo accounts"). ACME: MGR001 manages
 * EMP001–EMP010; seven department managers (EMP022–EMP028) manage the rest of the staff; they,
 * MGR001 and HR001 report to the head EMP021; HR001 reviews everyone but the head and
 * themselves. NILE: NIL004 manages NIL001 and NIL006–NIL012, NIL005 manages NIL013–NIL020; they
 * and NIL003 (HR) report to the head NIL002; NIL003 reviews everyone but the head and themselves.
 * The heads have neither, so the demo shows the fallback approver at work (docs/regularization.md).
 */
export function demoReportingTree(staffCount: number, nileCount: number): Map<string, DemoReporting> {
  const tree = new Map<string, DemoReporting>();
  const acme = (empId: string, manager: string | null) => tree.set(empId, { manager, reviewer: manager ? 'HR001' : null });
  acme(ACME_HEAD, null);
  tree.set('HR001', { manager: ACME_HEAD, reviewer: null });
  for (const lead of ['MGR001', ...ACME_DEPARTMENT_MANAGERS]) acme(lead, ACME_HEAD);
  for (let n = 1; n <= staffCount; n++) {
    const empId = `EMP${pad(n)}`;
    if (tree.has(empId)) continue;
    acme(empId, n <= 10 ? 'MGR001' : ACME_DEPARTMENT_MANAGERS[n % ACME_DEPARTMENT_MANAGERS.length]);
  }

  const nile = (empId: string, manager: string | null) => tree.set(empId, { manager, reviewer: manager ? NILE_HR : null });
  nile(NILE_HEAD, null);
  for (const lead of NILE_MANAGERS) nile(lead, NILE_HEAD);
  tree.set(NILE_HR, { manager: NILE_HEAD, reviewer: null });
  for (let n = 1; n <= nileCount; n++) {
    const empId = `NIL${pad(n)}`;
    if (tree.has(empId)) continue;
    nile(empId, n <= 12 ? NILE_MANAGERS[0] : NILE_MANAGERS[1]);
  }
  return tree;
}

/** Writes the tree in one statement; the managers are flagged as reporting managers, the reviewers as reviewers. */
export async function seedReportingTree(db: Db, tree: Map<string, DemoReporting>): Promise<void> {
  const rows = [...tree.entries()];
  await sql`
    UPDATE employee e SET reporting_manager_id = m.id, reviewer_id = r.id
    FROM unnest(${sql.val(rows.map(([empId]) => empId))}::text[], ${sql.val(rows.map(([, t]) => t.manager))}::text[], ${sql.val(rows.map(([, t]) => t.reviewer))}::text[]) AS t(emp_id, manager, reviewer)
    LEFT JOIN employee m ON m.emp_id = t.manager
    LEFT JOIN employee r ON r.emp_id = t.reviewer
    WHERE e.emp_id = t.emp_id`.execute(db);
  await sql`UPDATE employee SET is_reporting_manager = true WHERE id IN (SELECT reporting_manager_id FROM employee)`.execute(db);
  await sql`UPDATE employee SET is_reviewer = true WHERE id IN (SELECT reviewer_id FROM employee)`.execute(db);
}
