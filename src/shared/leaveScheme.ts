/** A leave scheme as the API answers it and the Leave Scheme page edits it (docs/leave-types-and-schemes.md). */
export interface LeaveEntitlement {
  /** A leave type's code (PL, CL, …). */
  leaveType: string;
  /** Days per leave year, in half-day steps. */
  daysPerYear: number;
}

export interface LeaveSchemeFields {
  schemeName: string;
  /** The organisation's default: applies to everyone no other rule places. Exactly one per organisation. */
  isDefault: boolean;
  status: 'Active' | 'Inactive';
  /** Types with more than 0 days a year; a type absent (or 0) is not in the scheme. */
  entitlements: LeaveEntitlement[];
  /** Grade ids (the Grade master) whose employees the scheme applies to. */
  grades: number[];
  /** Role of Intake ids whose employees the scheme applies to. */
  rolesOfIntake: number[];
  /** Emp IDs assigned one by one (this wins over grade, role of intake and default). */
  employees: string[];
}

export interface LeaveSchemeRecord extends LeaveSchemeFields {
  id: number;
  version: number;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Entitlements are whole or half days. */
export const ENTITLEMENT_STEP = 0.5;
export const MAX_DAYS_PER_YEAR = 366;
