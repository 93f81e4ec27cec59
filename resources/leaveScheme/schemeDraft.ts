import type { LeaveEntitlement, LeaveSchemeFields, LeaveSchemeRecord } from '../../src/shared/leaveScheme';
import { daysProblem } from '../../widgets/rules/entitlementGrid';
import type { Option } from './leaveSchemeApi';

/** The dialog's scheme as edited: a new one has no id. */
export interface SchemeDraft extends LeaveSchemeFields {
  id?: number;
  version?: number;
}

export const emptyDraft = (): SchemeDraft => ({ schemeName: '', isDefault: false, status: 'Active', entitlements: [], grades: [], rolesOfIntake: [], employees: [] });

export function draftOf(record: LeaveSchemeRecord): SchemeDraft {
  const { id, version, schemeName, isDefault, status, entitlements, grades, rolesOfIntake, employees } = record;
  return { id, version, schemeName, isDefault, status, entitlements, grades, rolesOfIntake, employees };
}

/** What stops the draft from being saved, as the server would say it; null when it can go. */
export function draftProblem(draft: SchemeDraft): string | null {
  if (draft.schemeName.trim() === '') return 'Scheme Name is required';
  if (draft.entitlements.some((e) => daysProblem(e.daysPerYear) !== undefined)) return 'Correct the days marked in the entitlements';
  if (draft.isDefault && draft.status !== 'Active') return 'The default scheme must be Active';
  return null;
}

/** 'PL 18 · CL 8': the entitlements in a line of the list. */
export const entitlementSummary = (entitlements: readonly LeaveEntitlement[]) =>
  entitlements.length === 0 ? 'None' : entitlements.map((e) => `${e.leaveType} ${e.daysPerYear}`).join(' · ');

/** Who the scheme is assigned to, by the names the look-ups give ('Grade G1, 2 employees'). */
export function assignmentSummary(scheme: LeaveSchemeFields, grades: readonly Option<number>[], roles: readonly Option<number>[]): string {
  const name = (options: readonly Option<number>[], id: number) => options.find((o) => o.value === id)?.label ?? `#${id}`;
  const parts = [
    ...scheme.grades.map((id) => `Grade ${name(grades, id)}`),
    ...scheme.rolesOfIntake.map((id) => name(roles, id)),
    ...(scheme.employees.length > 0 ? [`${scheme.employees.length} employee${scheme.employees.length === 1 ? '' : 's'}`] : []),
  ];
  if (parts.length > 0) return parts.join(', ');
  return scheme.isDefault ? 'Everyone no other scheme places' : 'Nobody';
}
