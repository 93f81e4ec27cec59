import { sql } from 'kysely';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/server/db/database.js';
import type { MasterDefinition } from '../../src/server/masters/MasterDefinition.js';
import type { JsonSchema } from '../../src/shared/masterSchema.js';
import { bearer, type TestServer } from './testServer.js';

/** Helpers of the generated route walks (authorization, tenancy, bad input): sessions, concrete URLs, valid bodies, table fingerprints. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Session {
  empId: string;
  token: string;
  /** The organisation the session acts in. */
  organizationId: number;
  organizationCode: string;
}

/** Signs in and switches to the organisation and role asked for, through the API as the app does. */
export async function openSession(server: TestServer, empId: string, to: { organization?: string; role?: string } = {}): Promise<Session> {
  const login = await server.login(empId);
  let token: string = login.token;
  for (const [type, value] of [['Organization', to.organization], ['Role', to.role]] as const) {
    if (!value) continue;
    const switched = await call(server, token, 'POST', '/api/users/auth/switch', { type, value });
    if (switched.statusCode !== 200) throw new Error(`switch ${empId} to ${type} ${value}: ${switched.statusCode} ${switched.body}`);
    token = switched.json().data.token;
  }
  const code = to.organization ?? (await employeeOrganization(server.database.db, empId));
  const org = await server.database.db.selectFrom('organization').select('id').where('organization_code', '=', code).executeTakeFirstOrThrow();
  return { empId, token, organizationId: org.id, organizationCode: code };
}

async function employeeOrganization(db: Db, empId: string): Promise<string> {
  const row = await db
    .selectFrom('employee as e')
    .innerJoin('organization as o', 'o.id', 'e.organization_id')
    .select('o.organization_code')
    .where('e.emp_id', '=', empId)
    .executeTakeFirstOrThrow();
  return row.organization_code;
}

export function call(server: TestServer, token: string | undefined, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return server.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object | undefined });
}

/** `GET /api/x/:id` → `['GET', '/api/x/:id']`; a path may hold a space (spec 002's `/leave/granter/fetchTable/Leave Granter`). */
export const splitRoute = (route: string) => [route.slice(0, route.indexOf(' ')), route.slice(route.indexOf(' ') + 1)] as [Method, string];

/** Fills a route's parameters: `params` first (by name), then `fallback` for any id. */
export function concreteUrl(url: string, params: Record<string, string | number>, fallback: string | number = 999999): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? fallback))).replaceAll(' ', '%20');
}

/** The fingerprint query of one table (tableFingerprint). */
const fingerprintOf = (table: string) =>
  sql<{ name: string; n: number; written: string | null }>`SELECT ${table}::text AS name, count(*)::int AS n, sum(xmin::text::bigint)::text AS written FROM ${sql.table(table)}`;
const printed = (row: { n: number; written: string | null }) => `${row.n}:${row.written ?? ''}`;

/**
 * What has been written to a table: its row count and the sum of its row versions' `xmin`, the id of
 * the transaction that wrote each. Equal before and after a call means the call wrote nothing there.
 * Any committed insert, update or delete changes it, even an update that writes the same values: with
 * the count unchanged, the rows a write replaced give way to as many versions carrying a newer
 * transaction id than any of them, so the sum grows. No hash, so no collision; and no row is turned
 * into text, which made the former md5 of every row 12× dearer (the seeded swipes and attendance
 * days, ~46,000 rows, cost 0.25–0.35 s of PGlite's CPU per database fingerprint against 0.02 s).
 */
export async function tableFingerprint(db: Db, table: string): Promise<string> {
  return printed((await fingerprintOf(table).execute(db)).rows[0]);
}

/** Tables a call may write without changing anyone's data: sessions, migrations, and rate-limit counters (which count bad requests too, by design). */
const BOOKKEEPING = new Set(['session', 'kysely_migration', 'kysely_migration_lock', 'rate_limit']);

/** Fingerprints of every table of the database but the sign-in bookkeeping, by table name. */
export async function databaseFingerprint(db: Db): Promise<Map<string, string>> {
  const tables = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(db);
  const names = tables.rows.map((row) => row.name).filter((name) => !BOOKKEEPING.has(name));
  if (names.length === 0) return new Map();
  // tableFingerprint's query for every table in one statement: one round trip instead of ~60 per call.
  const result = await sql<{ name: string; n: number; written: string | null }>`${sql.join(names.map(fingerprintOf), sql` UNION ALL `)}`.execute(db);
  const prints = new Map(result.rows.map((row) => [row.name, printed(row)]));
  return new Map(names.map((name) => [name, prints.get(name)!]));
}

/** The tables whose fingerprint differs between two databaseFingerprint()s. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

/** What a valid body needs from the database: real employees and rows to point at. */
export interface BodyContext {
  /** An active employee of the session's organisation, for fields naming an employee. */
  empId: string;
  /** An existing row id of a referenced master, by resource name. */
  referenceId(resource: string): Promise<number>;
}

let unique = 0;
/** A short token unique within the test process, so generated names never collide with seeded or earlier ones. */
export const uniqueToken = () => `${process.pid % 1000}${(unique++).toString(36)}${Date.now().toString(36).slice(-3)}`.toUpperCase();
/** Three capital letters, different on each call (17,576 before they repeat), for codes that allow letters only. */
const uniqueLetters = () => {
  const n = unique++ + 7_919;
  return [n / 676, n / 26, n].map((part) => String.fromCharCode(65 + (Math.floor(part) % 26))).join('');
};

/**
 * A body the master's own schema accepts: every required field (and nothing else) given a value of
 * its type, within its limits, unique where it must be. Checked against the schema before it is sent,
 * so a body the server refuses is the server's doing.
 */
export async function validBody(definition: MasterDefinition, context: BodyContext): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const required = new Set<string>((definition.schema.required as string[] | undefined) ?? []);
  for (const field of definition.fields) {
    if (field.readOnly || field.writeOnly || !required.has(field.name)) continue;
    body[field.name] = await valueFor(field.property, context);
  }
  if (!definition.validate(body)) throw new Error(`validBody(${definition.name}) built an invalid body ${JSON.stringify(body)}: ${JSON.stringify(definition.validate.errors)}`);
  return body;
}

/** The record as read, with its first editable text field changed: a valid PUT body that differs in one place. */
export function editedBody(definition: MasterDefinition, record: Record<string, unknown>): { body: Record<string, unknown>; field: string; value: unknown } {
  const editable = definition.fields.filter((f) => !f.readOnly && !f.writeOnly);
  const body: Record<string, unknown> = Object.fromEntries(editable.filter((f) => record[f.name] !== undefined && record[f.name] !== null).map((f) => [f.name, record[f.name]]));
  body.version = record.version;
  if (definition.byName.has('status')) body.status = record.status;
  const free = editable.filter((f) => f.property.type === 'string' && !f.property.enum && !f.property.format && !(f.property as Record<string, unknown>)['x-employee']);
  // A field other than the row's key where there is one: an organisation's code is how its people switch to it.
  const text = free.find((f) => !definition.schema['x-unique'].includes(f.name)) ?? free[0];
  if (!text) throw new Error(`editedBody(${definition.name}): no free text field to change`);
  const value = stringFor(text.property);
  body[text.name] = value;
  return { body, field: text.name, value };
}

async function valueFor(property: JsonSchema, context: BodyContext): Promise<unknown> {
  const options = (property['x-ui'] as Record<string, any> | undefined)?.['ui:options'];
  if (property['x-employee']) return context.empId;
  if (property.enum) return property.enum[0];
  switch (property.type) {
    case 'integer':
    case 'number':
      if (options?.resource) return context.referenceId(options.resource);
      return Math.max(Number(property.minimum ?? 1), Math.min(1, Number(property.maximum ?? 1)));
    case 'boolean':
      return false;
    case 'object':
      return {};
    case 'array':
      return [];
    default:
      return stringFor(property);
  }
}

/** A unique string for a property: its format if it has one, else a text fitting its pattern and length. */
function stringFor(property: JsonSchema): string {
  const token = uniqueToken();
  if (property.format === 'date') return '2024-01-15';
  if (property.format === 'email') return `walk.${token.toLowerCase()}@example.com`;
  if (property.format === 'uri') return `https://example.com/${token.toLowerCase()}`;
  const maxLength = Number(property.maxLength ?? 60);
  // The last: a time of day (HH:mm), for the shift master's times.
  const candidates = [`W${token}`, `/w${token.toLowerCase()}`, `Walk ${token}`, uniqueLetters(), '10:15'];
  const pattern = property.pattern ? new RegExp(property.pattern as string) : undefined;
  const fitting = candidates.map((c) => c.slice(0, maxLength)).find((c) => !pattern || pattern.test(c));
  if (!fitting) throw new Error(`No generated text fits pattern ${property.pattern}`);
  return fitting;
}

/**
 * A check that a call is refused with `status` (and `message` when given: the exact text, or a
 * pattern) and changes none of `tables`: bad input writes nothing.
 */
export function refusalCheck(db: () => Db, tables: readonly string[]) {
  const fingerprint = () => Promise.all(tables.map((table) => tableFingerprint(db(), table)));
  return async (status: number, message: string | RegExp | undefined, act: () => Promise<{ statusCode: number; json(): any }>) => {
    const before = await fingerprint();
    const response = await act();
    expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
    if (typeof message === 'string') expect(response.json().message).toBe(message);
    else if (message) expect(response.json().message).toMatch(message);
    expect(await fingerprint()).toEqual(before);
  };
}
