import type { Db } from '../db/database.js';
import { postLeaveEntries, type LeaveEntry } from '../leave/ledger/postLeaveEntries.js';
import { createStandardScheme, STANDARD_ENTITLEMENTS } from '../leave/schemes/createStandardScheme.js';

/** The demo organisations' default scheme is a new organisation's "Standard" one. */
export const DEMO_ENTITLEMENTS = STANDARD_ENTITLEMENTS;
/** The year the demo's opening balances are for. */
export const DEMO_LEAVE_YEAR = 2026;

interface DemoPerson {
  id: number;
  empId: string;
  organizationId: number;
  gender: 'Male' | 'Female' | null;
}

/**
 * A default scheme per organisation and each person's opening balance for the demo year, entitled by
 * the scheme and their gender (ML for women, PAL for men; everyone is confirmed, so no PRL).
 */
export async function seedDemoLeave(db: Db, organizationIds: number[], people: DemoPerson[]): Promise<void> {
  for (const organizationId of organizationIds) await createStandardScheme(db, organizationId, 'demo');
  const entries: LeaveEntry[] = [];
  for (const person of people) {
    for (const [leaveType, days] of Object.entries(DEMO_ENTITLEMENTS)) {
      if (leaveType === 'PRL' || (leaveType === 'ML' && person.gender !== 'Female') || (leaveType === 'PAL' && person.gender !== 'Male')) continue;
      entries.push({
        organization_id: person.organizationId,
        employee_id: person.id,
        leave_type: leaveType,
        leave_year: DEMO_LEAVE_YEAR,
        entry_kind: 'opening',
        days,
        effective_date: `${DEMO_LEAVE_YEAR}-01-01`,
        idempotency_key: `opening:${person.empId}:${leaveType}:${DEMO_LEAVE_YEAR}`,
        reason: 'Demo opening balance',
        created_by: 'demo',
      });
    }
  }
  await postLeaveEntries(db, entries);
}
