import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { toFieldErrors } from '../../shared/validationMessages.js';
import { trimmedRecord } from './trimmedRecord.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { recordAudit } from '../audit/recordAudit.js';
import type { Db } from '../db/database.js';
import { access } from '../http/access.js';
import { AppError, badRequest, conflict, notFound } from '../http/AppError.js';
import type { Services } from '../services.js';
import { dynamic } from './dynamicDb.js';
import { employeeReferenceErrors } from './employeeReferences.js';
import { masterReferenceErrors } from './masterReferences.js';
import { masterRouteSchemas } from './masterRouteSchemas.js';
import { parseListQuery, type ListParams, type ListQuery } from './listQuery.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { fromRow, replacementValues, sealSecrets, secretsChanged, toColumnValues } from './masterRecords.js';
import { authorizeWrite, ownerValues, requireFieldRights, scopeCondition, type RowChange } from './masterScope.js';
import { masterListPage } from './masterListPage.js';
import { recordResponseSchema } from './recordResponseSchema.js';
import { requestedVersion } from './requestedVersion.js';
import { specApiRoutes, type MasterPage } from './specApiRoutes.js';
import { sessionJoinedRoute } from '../auth/sessionJoinedRoute.js';

const STALE = 'This record was changed by someone else. Reload it and try again.';

/** The ra-data-simple-rest protocol for one master at /api/<name> (schemas/README.md). */
export async function masterRoutes(app: FastifyInstance, services: Services, definition: MasterDefinition): Promise<void> {
  const { db } = services;
  const base = `/api/${definition.name}`;
  const menu = definition.schema['x-menu'];
  const title = definition.schema.title;
  const table = definition.table;

  const scoped = (auth: AuthContext) => scopeCondition(definition, auth.organizationId);
  const findOne = async (trx: Db, auth: AuthContext, id: number) => {
    const row = await dynamic(trx).selectFrom(table).selectAll().where('id', '=', id).where(scoped(auth) as never).executeTakeFirst();
    if (!row) throw notFound(`${title} not found`);
    return row as Record<string, unknown>;
  };
  // Product tables behind a schema (menus, submenus, roles) shape every caller's rights.
  const afterWrite = async () => {
    if (!definition.ownsTable) await services.permissions.invalidate();
  };
  // Only a value being set is checked: a row naming someone who has since left can still be edited or set Inactive.
  // Reference fields likewise: only a value being set must name a row that exists.
  const checkReferences = async (auth: AuthContext, record: Record<string, unknown>, before: Record<string, unknown> = {}) => {
    const changed = Object.fromEntries(Object.entries(record).filter(([name, value]) => before[name] !== value));
    const fields = [
      ...(await employeeReferenceErrors(db, definition, [changed], auth.organizationId)),
      ...(await masterReferenceErrors(db, services.masters, definition, [changed], auth.organizationId)),
    ];
    if (fields.length > 0) throw badRequest(fields.map((f) => f.message).join(', '), fields.map(({ field, message }) => ({ field, message })));
  };
  const sealed = (record: Record<string, unknown>) => sealSecrets(definition, record, (plain) => services.secrets.seal(plain));
  const authorized = (auth: AuthContext, verb: 'add' | 'edit' | 'delete', change: RowChange) =>
    authorizeWrite(db, services.permissions, services.masters, definition, auth, verb, [change]);
  // The route schemas have checked the id (a whole number within the table's range).
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  const schemas = masterRouteSchemas(definition);
  const { tags } = schemas;
  // Texts are trimmed and blanks dropped before the schema judges the body.
  const trimBody = async (request: FastifyRequest) => {
    request.body = trimmedRecord(definition.schema, request.body);
  };

  const listPage = masterListPage(services.database, definition);
  const pageOf = (query: ListQuery, rows: Record<string, unknown>[], total: number): MasterPage => ({ records: rows.map((row) => fromRow(definition, row)), offset: query.offset, total });
  const list = async (auth: AuthContext, query: ListQuery): Promise<MasterPage> => {
    const { rows, total } = await listPage.page(auth.organizationId, query);
    return pageOf(query, rows, total);
  };
  const listSchema = { tags, querystring: schemas.listQuery, response: { 200: { type: 'array', items: recordResponseSchema(definition) } } };
  // The grid's list: its session check and its page are one statement (sessionJoinedRoute.ts).
  app.get<{ Querystring: ListParams }>(
    base,
    sessionJoinedRoute<{ Querystring: ListParams }>(services, { access: access.menu(menu, 'view'), schema: listSchema }, async (request, reply, read) => {
      const query = parseListQuery(definition, request.query);
      const { rows, total } = await listPage.joinedPage(read, query);
      const { records, offset } = pageOf(query, rows, total);
      const end = records.length > 0 ? offset + records.length - 1 : offset;
      return reply
        .header('Content-Range', `${definition.name} ${offset}-${end}/${total}`)
        .header('Access-Control-Expose-Headers', 'Content-Range')
        .send(records);
    }),
  );

  const read = async (auth: AuthContext, id: number) => fromRow(definition, await findOne(db, auth, id));
  app.get<{ Params: { id: string } }>(`${base}/:id`, { config: { access: access.menu(menu, 'view') }, schema: { tags, params: schemas.idParams } }, async (request) => read(request.auth!, idOf(request)));

  // The product writes a read-only master's rows itself (the mail outbox); its API only reads them.
  if (definition.schema['x-read-only']) return specApiRoutes(app, definition, { list, read });

  const create = async (auth: AuthContext, body: unknown) => {
    refuseStatusChange(definition, body, { status: definition.schema.properties.status?.default });
    const record = validBody(definition, trimmedRecord(definition.schema, body));
    requireFieldRights(definition, auth, record);
    // A reference to nothing is a 400 naming the field, before asking whose organisations it reaches.
    await checkReferences(auth, record);
    const organizations = await authorized(auth, 'add', { after: record });
    const created = await db.transaction().execute(async (trx) => {
      const row = await insertUnique(trx, definition, {
        ...toColumnValues(definition, sealed(record)),
        ...ownerValues(definition, auth.organizationId),
        created_by: auth.empId,
        updated_by: auth.empId,
      });
      const result = fromRow(definition, row);
      await services.masterHooks.create[definition.table]?.(trx, result.id as number, auth, services.masters);
      await recordAudit(trx, auth, { entity: definition.name, entityId: result.id as number, action: 'create', after: { ...result, ...secretsChanged(definition, record) }, organizationIds: organizations });
      return result;
    });
    await afterWrite();
    return created;
  };
  app.post<{ Body: Record<string, unknown> }>(base, { config: { access: access.menu(menu, 'add') }, schema: { tags, body: schemas.body }, preValidation: trimBody }, async (request, reply) =>
    reply.status(201).send(await create(request.auth!, request.body)),
  );

  const update = async (auth: AuthContext, id: number, body: Record<string, unknown> | undefined) => {
    const version = requestedVersion(body);
    const record = validBody(definition, trimmedRecord(definition.schema, body));
    const current = fromRow(definition, await findOne(db, auth, id));
    refuseStatusChange(definition, body, current);
    requireFieldRights(definition, auth, record, current);
    await checkReferences(auth, record, current);
    const organizations = await authorized(auth, 'edit', { before: current, after: record });
    const saved = await db.transaction().execute(async (trx) => {
      const before = fromRow(definition, await findOne(trx, auth, id));
      const updated = (await guardUnique(definition, () =>
        dynamic(trx)
          .updateTable(table)
          .set({ ...replacementValues(definition, sealed(record)), version: sql`version + 1`, updated_by: auth.empId, updated_at: new Date() })
          .where('id', '=', id)
          .where('version', '=', version)
          .where(scoped(auth) as never)
          .returningAll()
          .executeTakeFirst(),
      )) as Record<string, unknown> | undefined;
      if (!updated) throw conflict(STALE);
      const after = fromRow(definition, updated);
      await services.masterHooks.change[table]?.afterUpdate?.(trx, auth, before, after);
      await recordAudit(trx, auth, { entity: definition.name, entityId: id, action: 'update', before, after: { ...after, ...secretsChanged(definition, record) }, organizationIds: organizations });
      return after;
    });
    await afterWrite();
    return saved;
  };
  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
    `${base}/:id`,
    { config: { access: access.menu(menu, 'edit') }, schema: { tags, params: schemas.idParams, body: schemas.updateBody }, preValidation: trimBody },
    async (request) =>
    update(request.auth!, idOf(request), request.body),
  );

  const remove = async (auth: AuthContext, id: number) => {
    const organizations = await authorized(auth, 'delete', { before: fromRow(definition, await findOne(db, auth, id)) });
    const deleted = await db.transaction().execute(async (trx) => {
      const before = fromRow(definition, await findOne(trx, auth, id));
      const minRows = definition.schema['x-min-rows'];
      if (minRows !== undefined) {
        const { n } = await dynamic(trx).selectFrom(table).select(sql<number>`count(*)`.as('n')).where(scoped(auth) as never).executeTakeFirstOrThrow();
        if (Number(n) <= minRows) throw conflict(`The ${title} list must keep at least ${minRows} row${minRows === 1 ? '' : 's'}`);
      }
      await services.masterHooks.change[table]?.beforeDelete?.(trx, auth, before);
      await guardReferences(definition, () => dynamic(trx).deleteFrom(table).where('id', '=', id).where(scoped(auth) as never).execute());
      await recordAudit(trx, auth, { entity: definition.name, entityId: id, action: 'delete', before, organizationIds: organizations });
      return before;
    });
    await afterWrite();
    return deleted;
  };
  app.delete<{ Params: { id: string } }>(`${base}/:id`, { config: { access: access.menu(menu, 'delete') }, schema: { tags, params: schemas.idParams } }, async (request) => remove(request.auth!, idOf(request)));

  await specApiRoutes(app, definition, { list, read, create, update, remove });
}

/**
 * A master whose status is display only (its schema declares `status` readOnly: the shift master,
 * spec 001 §4) refuses a body that would change it, rather than answering 2xx and ignoring it;
 * the status as read may be sent back.
 */
function refuseStatusChange(definition: MasterDefinition, body: unknown, current: Record<string, unknown>): void {
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>).status : undefined;
  if (!definition.schema.properties.status?.readOnly || sent === undefined || sent === current.status) return;
  const message = `${definition.schema.title} status is display only and cannot be changed`;
  throw badRequest(message, [{ field: 'status', message }]);
}

/** The body's editable fields, validated by the schema; read-only fields sent back are ignored. */
export function validBody(definition: MasterDefinition, body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(`Send the ${definition.schema.title} as a JSON object`);
  const record = Object.fromEntries(Object.entries(body).filter(([name]) => !definition.byName.get(name)?.readOnly));
  if (!definition.validate(record)) {
    const fields = toFieldErrors(definition.validate.errors, definition.schema.properties);
    throw badRequest(fields.map((f) => f.message).join(', '), fields);
  }
  return record;
}

/** Turns the unique index's refusal into a 409 naming the duplicated field(s). */
export async function guardUnique<T>(definition: MasterDefinition, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') {
      const names = definition.schema['x-unique'].map((name) => definition.schema.properties[name].title ?? name).join(' and ');
      throw new AppError(409, `A ${definition.schema.title} with this ${names} already exists`);
    }
    throw err;
  }
}

/** A row other records still point at (a menu with submenus, a role held by employees) stays. */
async function guardReferences<T>(definition: MasterDefinition, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if ((err as { code?: string }).code === '23503') {
      throw conflict(`This ${definition.schema.title} is in use and cannot be deleted. Set it Inactive instead.`);
    }
    throw err;
  }
}

async function insertUnique(trx: Db, definition: MasterDefinition, values: Record<string, unknown>) {
  return (await guardUnique(definition, () => dynamic(trx).insertInto(definition.table).values(values).returningAll().executeTakeFirstOrThrow())) as Record<string, unknown>;
}
