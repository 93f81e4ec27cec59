import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** A row of the Leave Type master (schemas/masters/leaveTypeCategory.schema.json) as the leave rules read it. */
export interface LeaveTypeRule {
  code: string;
  leaveName: string;
  category: 'Paid Leave' | 'Unpaid Leave' | 'Special Leave';
  paid: boolean;
  halfDayAllowed: boolean;
  minNoticeDays: number;
  /** null: no limit. */
  maxDaysPerApplication: number | null;
  /** null: never required. */
  documentAfterDays: number | null;
  eligibleGender: 'Any' | 'Female' | 'Male';
  probationRule: 'Any' | 'On Probation' | 'Confirmed';
  /** Weekly offs and holidays inside a leave count as leave days. */
  sandwich: boolean;
  accrual: 'Monthly' | 'Yearly' | 'On Joining' | 'None';
  proRata: boolean;
  carryForwardCap: number;
  /** 0: carried days never expire. */
  carryForwardExpiryMonths: number;
  encashableCap: number;
  status: 'Active' | 'Inactive';
}

interface LeaveTypeColumns {
  code: string;
  leave_name: string;
  category: LeaveTypeRule['category'];
  paid: boolean | null;
  half_day_allowed: boolean | null;
  min_notice_days: number | null;
  max_days_per_application: number | null;
  document_after_days: number | null;
  eligible_gender: LeaveTypeRule['eligibleGender'] | null;
  probation_rule: LeaveTypeRule['probationRule'] | null;
  sandwich: boolean | null;
  accrual: LeaveTypeRule['accrual'];
  pro_rata: boolean | null;
  carry_forward_cap: number | null;
  carry_forward_expiry_months: number | null;
  encashable_cap: number | null;
  status: LeaveTypeRule['status'];
}

/** The master's optional fields read as the schema's defaults, so a sparse row still has every rule. */
export function leaveTypeOfRow(row: LeaveTypeColumns): LeaveTypeRule {
  return {
    code: row.code,
    leaveName: row.leave_name,
    category: row.category,
    paid: row.paid ?? true,
    halfDayAllowed: row.half_day_allowed ?? true,
    minNoticeDays: row.min_notice_days ?? 0,
    maxDaysPerApplication: row.max_days_per_application,
    documentAfterDays: row.document_after_days,
    eligibleGender: row.eligible_gender ?? 'Any',
    probationRule: row.probation_rule ?? 'Any',
    sandwich: row.sandwich ?? false,
    accrual: row.accrual,
    proRata: row.pro_rata ?? true,
    carryForwardCap: row.carry_forward_cap ?? 0,
    carryForwardExpiryMonths: row.carry_forward_expiry_months ?? 0,
    encashableCap: row.encashable_cap ?? 0,
    status: row.status,
  };
}

/** The organisation's leave types (active and inactive), by code. */
export async function loadLeaveTypes(db: Db, organizationId: number): Promise<Map<string, LeaveTypeRule>> {
  const { rows } = await sql<LeaveTypeColumns>`
    SELECT code, leave_name, category, paid, half_day_allowed, min_notice_days, max_days_per_application,
           document_after_days, eligible_gender, probation_rule, sandwich, accrual, pro_rata,
           carry_forward_cap, carry_forward_expiry_months, encashable_cap, status
    FROM master_leave_type_category WHERE organization_id = ${organizationId} ORDER BY code`.execute(db);
  return new Map(rows.map((row) => [row.code, leaveTypeOfRow(row)]));
}
