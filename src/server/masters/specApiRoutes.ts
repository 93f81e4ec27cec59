import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SpecOperation, SpecRoute } from '../../shared/masterSchema.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { access, type Verb } from '../http/access.js';
import { badRequest, notFound } from '../http/AppError.js';
import { installQuerySelector, QUERY_SELECTOR, querySelector } from '../http/querySelector.js';
import { ok } from '../http/reply.js';
import { databaseId } from '../http/schemaParts.js';
import { owns } from '../auth/tenancy.js';
import { parseListQuery, type ListQuery } from './listQuery.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { requestedVersion } from './requestedVersion.js';
import { specFormFields } from './specFormFields.js';

export interface MasterPage {
  records: Record<string, unknown>[];
  offset: number;
  total: number;
}

type MasterRecord = Record<string, unknown>;

/** The master's own CRUD (masterRoutes.ts): every spec path goes through it, so validation, audit, access and tenancy are the same. */
export interface MasterOperations {
  list(auth: AuthContext, query: ListQuery): Promise<MasterPage>;
  read(auth: AuthContext, id: number): Promise<MasterRecord>;
  create?(auth: AuthContext, body: unknown): Promise<MasterRecord>;
  update?(auth: AuthContext, id: number, body: MasterRecord): Promise<MasterRecord>;
  remove?(auth: AuthContext, id: number): Promise<MasterRecord>;
}

/** Spec pages: 10 rows unless asked (spec 002 §9), at most this many. */
export const SPEC_PAGE_DEFAULT = 10;
export const SPEC_PAGE_MAX = 100;
/** An `all` list (/role/all) answers at most this many records. */
export const SPEC_ALL_MAX = 1000;

const VERBS: Record<SpecOperation, Verb> = {
  page: 'view',
  all: 'view',
  read: 'view',
  form: 'view',
  choices: 'view',
  create: 'add',
  update: 'edit',
  status: 'edit',
  delete: 'delete',
  sample: 'add',
  import: 'add',
};
/** The spec paths of a master's sample sheet and import live with the master's own (importExportRoutes.ts). */
export const FILE_OPERATIONS: ReadonlySet<SpecOperation> = new Set(['sample', 'import']);

/** `?org=` of a spec path; the other query names a page reads (page, size, search) pass as they are. */
const ORG_QUERY = { type: 'object', properties: { org: { ...databaseId, title: 'Organization' } } };

export const specAccess = (definition: MasterDefinition, route: SpecRoute) => access.menu(definition.schema['x-menu'], VERBS[route.does]);

/**
 * The spec's own paths of one master (its schema's `x-spec-api`, docs/lookups.md), each a route
 * with the master's own access, answering in the spec's envelope `{ data, message }`.
 */
export async function specApiRoutes(app: FastifyInstance, definition: MasterDefinition, operations: MasterOperations): Promise<void> {
  const routes = definition.schema['x-spec-api'] ?? [];
  if (routes.length === 0) return;
  installQuerySelector(app);
  const { title } = definition.schema;

  for (const route of routes) {
    if (FILE_OPERATIONS.has(route.does)) continue;
    const selectorName = route.selectedBy === 'referenceName' ? definition.schema['x-lookup']!.name : title;
    app.route({
      method: route.method as 'GET',
      url: `/api${route.path.replace('{id}', ':id')}`,
      config: { access: specAccess(definition, route), ...(route.orgQuery ? { owns: [owns('organization', 'query', 'org')] } : {}) },
      // The spec's org names the organisation the call is for: only the caller's active one is answered.
      ...(route.orgQuery ? { schema: { tags: [definition.schema['x-title-plural']], querystring: ORG_QUERY } } : {}),
      ...(route.selectedBy ? { constraints: { [QUERY_SELECTOR]: querySelector(route.selectedBy, selectorName) } } : {}),
      handler: async (request, reply) => {
        const auth = request.auth!;
        const fields = () => bodyFields(route, request, title);
        switch (route.does) {
          case 'page': {
            const query = request.query as Record<string, string | undefined>;
            const size = wholeNumber(query.size, 'size', SPEC_PAGE_MAX, 1) ?? SPEC_PAGE_DEFAULT;
            const page = wholeNumber(query.page, 'page', 1_000_000, 0) ?? 0;
            const { records, total } = await operations.list(auth, listQuery(definition, page * size, size, query.search));
            return ok({ content: records, totalPages: Math.ceil(total / size), totalElements: total });
          }
          case 'all':
            return ok((await operations.list(auth, listQuery(definition, 0, SPEC_ALL_MAX))).records);
          case 'read':
            return ok(await operations.read(auth, idOf(request, title)));
          case 'form':
            return ok({ formName: title, formFields: specFormFields(definition) });
          case 'choices':
            return ok(definition.schema.properties[route.property!].enum);
          case 'create':
            return reply.status(201).send(ok(await operations.create!(auth, fields()), route.message ?? `${title} added successfully`));
          case 'update':
            return ok(await changed(operations, auth, idOf(request, title), fields(), title, true), route.message ?? `${title} updated successfully`);
          case 'status': {
            const { status } = fields();
            if (typeof status !== 'string' || status === '') throw badRequest('Status is required', [{ field: 'status', message: 'Status is required' }]);
            return ok(await changed(operations, auth, idOf(request, title), { status }, title), route.message ?? `${title} status updated successfully`);
          }
          case 'delete':
            return ok(await operations.remove!(auth, idOf(request, title)), route.message ?? `${title} deleted successfully`);
          default:
            throw new Error(`${route.does} is served with the master's files`);
        }
      },
    });
  }
}

/**
 * A spec client sends only what it changes ('update takes id and name'): the record as read now,
 * with those fields over it, goes through the master's own update. An update names the version it
 * was read at and holds the grid's optimistic lock (a stale one is the update's 409); a status
 * change sets a value outright, so it is made on the record as it stands.
 */
async function changed(operations: MasterOperations, auth: AuthContext, id: number, fields: MasterRecord, title: string, locked = false): Promise<MasterRecord> {
  const edits = Object.entries(fields).filter(([name]) => name !== 'id' && name !== 'version');
  if (edits.length === 0) throw badRequest(`Send the fields of the ${title} to change`);
  // Read first: another organisation's record is a 404 whatever the body says, as the grid answers it.
  const current = await operations.read(auth, id);
  const version = locked ? requestedVersion(fields) : undefined;
  // Nothing new (a status set to what it is): answered as it stands, with no write and no audit entry.
  const unchanged = edits.every(([name, value]) => JSON.stringify(current[name]) === JSON.stringify(value));
  if (unchanged && (version === undefined || version === current.version)) return current;
  return operations.update!(auth, id, { ...current, ...fields, version: version ?? current.version });
}

/** The fields a spec body carries: the record itself, or `formFields` of a form submission (spec 000 §3). */
function bodyFields(route: SpecRoute, request: FastifyRequest, title: string): MasterRecord {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(`Send the ${title} as a JSON object`);
  // A path of its own that takes a form submission (POST /shift-master with formName 'Shift Master') also takes the plain record.
  const submitted = route.formName !== undefined && 'formFields' in body;
  if (route.selectedBy !== 'formName' && !submitted) return body as MasterRecord;
  const expected = route.formName ?? title;
  const { formName, formFields } = body as { formName?: unknown; formFields?: unknown };
  if (formName !== undefined && (typeof formName !== 'string' || formName.trim().toLowerCase() !== expected.toLowerCase())) {
    throw badRequest(route.formName ? `formName must be '${expected}'` : `formName must be '${title}', as the formName of the address says`);
  }
  if (!formFields || typeof formFields !== 'object' || Array.isArray(formFields)) {
    throw badRequest('formFields is required', [{ field: 'formFields', message: 'formFields is required' }]);
  }
  return formFields as MasterRecord;
}

/** The record's id: the path's {id}, else `id` of the body (spec 002 §7: 'update takes id and name'), else of the query. */
function idOf(request: FastifyRequest, title: string): number {
  const candidates = [(request.params as { id?: unknown }).id, (request.body as { id?: unknown } | undefined)?.id, (request.query as { id?: unknown }).id];
  const given = candidates.filter((value) => value !== undefined && value !== null && value !== '');
  if (given.length === 0) throw badRequest('id is required', [{ field: 'id', message: 'ID is required' }]);
  // Every id the request gives must be a whole number and the same one: a body naming another record is refused, not ignored.
  const ids = new Set(given.map((value) => (/^\d+$/.test(String(value)) ? Number(value) : NaN)));
  const [id] = ids;
  if (ids.size > 1) throw badRequest('The id of the body must be the id of the address', [{ field: 'id', message: 'ID does not match the address' }]);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(`${title} not found`);
  return id;
}

function wholeNumber(text: string | undefined, name: string, max: number, min: number): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,7}$/.test(text) || Number(text) < min || Number(text) > max) throw badRequest(`${name} must be a whole number from ${min} to ${max}`);
  return Number(text);
}

/** Spec lists run newest first (spec 002 §9: 'Sort direction is always DESC'); `search` is the grid's q. */
function listQuery(definition: MasterDefinition, offset: number, size: number, search?: string): ListQuery {
  return parseListQuery(definition, {
    sort: JSON.stringify(['id', 'DESC']),
    range: JSON.stringify([offset, offset + size - 1]),
    filter: search ? JSON.stringify({ q: search }) : undefined,
  });
}
