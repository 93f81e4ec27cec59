import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { MasterDefinition } from '../masters/MasterDefinition.js';
import { HELP_DESK_CONTACTS } from '../admin/spocFlags.js';

/** A row of the help desk contact master as routing reads it; emp ids upper-cased. */
export interface ContactRow {
  id: number;
  menuName: string;
  subMenuName: string | null;
  spocEmpId: string;
  managerEmpId: string;
  fallbackEmpId: string | null;
  responseHours: number;
  resolutionHours: number;
}

/** The schema's defaults, used for a row saved before the fields existed. */
export const DEFAULT_RESPONSE_HOURS = 8;
export const DEFAULT_RESOLUTION_HOURS = 40;

/** The organisation's active rows of the help desk contact master (schemas/masters/helpDeskSpoc.schema.json). */
export async function activeContactRows(db: Db, masters: readonly MasterDefinition[], organizationId: number): Promise<ContactRow[]> {
  const master = masters.find((m) => m.name === HELP_DESK_CONTACTS);
  if (!master) return [];
  const column = (field: string) => sql.ref(master.byName.get(field)?.column ?? 'id');
  const optional = (field: string) => (master.byName.has(field) ? sql.ref(master.byName.get(field)!.column) : sql`NULL`);
  const { rows } = await sql<{ id: number; menu: string; sub: string | null; spoc: string; manager: string; fallback: string | null; response: number | null; resolution: number | null }>`
    SELECT id, ${column('menuName')} AS menu, ${column('subMenuName')} AS sub, upper(${column('spocEmpId')}) AS spoc,
      upper(${column('spocReportingManagerEmpId')}) AS manager, upper(${optional('fallbackEmpId')}) AS fallback,
      ${optional('responseHours')} AS response, ${optional('resolutionHours')} AS resolution
    FROM ${sql.table(master.table)} WHERE organization_id = ${organizationId} AND status = 'Active' ORDER BY id`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    menuName: r.menu,
    subMenuName: r.sub || null,
    spocEmpId: r.spoc,
    managerEmpId: r.manager,
    fallbackEmpId: r.fallback || null,
    responseHours: Number(r.response ?? DEFAULT_RESPONSE_HOURS),
    resolutionHours: Number(r.resolution ?? DEFAULT_RESOLUTION_HOURS),
  }));
}

export interface Routing {
  row: ContactRow;
  /** The employee the ticket goes to. */
  assignedEmpId: string;
  /** Their reporting manager, who is told and to whom an unanswered ticket escalates. */
  managerEmpId: string;
  /** Contacts passed over for being on approved leave today. */
  skipped: string[];
  /** How the contact was chosen: the row's contact, the next contact of the category, or the fallback. */
  via: 'contact' | 'nextContact' | 'fallback';
}

/**
 * Who gets a ticket raised under contact row `row` (docs/help-desk.md): the row's contact; if on
 * approved leave today, the next active contact of the same category (in the master's order); if
 * every one is away, the category's fallback (the row's, else any row's of the category, else the
 * row's reporting manager) — even when the fallback is away too: a ticket never goes nowhere.
 */
export function routeTicket(rows: readonly ContactRow[], row: ContactRow, onLeave: ReadonlySet<string>): Routing {
  const category = rows.filter((r) => r.menuName === row.menuName);
  const contacts = [...new Set([row.spocEmpId, ...category.map((r) => r.spocEmpId)])];
  const skipped: string[] = [];
  for (const [index, contact] of contacts.entries()) {
    if (onLeave.has(contact)) {
      skipped.push(contact);
      continue;
    }
    const own = category.find((r) => r.spocEmpId === contact && r.id === row.id) ?? category.find((r) => r.spocEmpId === contact)!;
    return { row, assignedEmpId: contact, managerEmpId: own.managerEmpId, skipped, via: index === 0 ? 'contact' : 'nextContact' };
  }
  const fallback = row.fallbackEmpId ?? category.find((r) => r.fallbackEmpId)?.fallbackEmpId ?? row.managerEmpId;
  return { row, assignedEmpId: fallback, managerEmpId: row.managerEmpId, skipped, via: 'fallback' };
}

/** Emp IDs among `empIds` with an approved leave day on `date` in the organisation. */
export async function onApprovedLeave(db: Db, organizationId: number, empIds: readonly string[], date: string): Promise<Set<string>> {
  if (empIds.length === 0) return new Set();
  const { rows } = await sql<{ emp_id: string }>`
    SELECT DISTINCT e.emp_id FROM leave_application_day d JOIN employee e ON e.id = d.employee_id
    WHERE d.organization_id = ${organizationId} AND d.leave_date = ${date}::date AND d.status = 'Approved'
      AND upper(e.emp_id) = ANY(${sql.val([...empIds])}::text[])`.execute(db);
  return new Set(rows.map((r) => r.emp_id.toUpperCase()));
}
