import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import { recordAudit } from '../audit/recordAudit.js';
import { renderTablePdf } from '../files/tablePdf.js';
import { access } from '../http/access.js';
import { AppError, badRequest } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';
import { createHooks } from './createHooks.js';
import { dynamic } from './dynamicDb.js';
import { MAX_PAGE, parseListQuery, type ListParams } from './listQuery.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { fromRow, toColumnValues } from './masterRecords.js';
import { guardUnique } from './masterRoutes.js';
import { importColumns, readImportRows } from './importRows.js';
import { ownerValues, scopeCondition } from './masterScope.js';
import { referenceLabels } from './referenceLabels.js';
import { employeeReferenceErrors } from './employeeReferences.js';

const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', file: 'export.csv' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', file: 'export.xlsx' },
  pdf: { type: 'application/pdf', file: 'export.pdf' },
} as const;
type Format = keyof typeof FORMATS;
const formatOf = <F extends Format>(value: string | undefined, allowed: F[]): F => {
  const format = (value ?? 'xlsx') as F;
  if (!allowed.includes(format)) throw badRequest(`format must be one of: ${allowed.join(', ')}`);
  return format;
};

function sheetFile(format: 'csv' | 'xlsx', headers: string[], rows: unknown[][]): Buffer {
  if (format === 'csv') return Buffer.from(`\uFEFF${Papa.unparse({ fields: headers, data: rows })}`, 'utf8');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([headers, ...rows]), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const cellText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Export (CSV, Excel, PDF), the sample sheet, and all-or-nothing import for one master. */
export async function importExportRoutes(app: FastifyInstance, services: Services, definition: MasterDefinition): Promise<void> {
  const { db } = services;
  const base = `/api/${definition.name}`;
  const menu = definition.schema['x-menu'];
  const title = definition.schema.title;
  const scoped = (organizationId: number) => scopeCondition(definition, organizationId);

  app.get<{ Querystring: ListParams & { format?: string } }>(
    `${base}/export`,
    { config: { access: access.menu(menu, 'view') } },
    async (request, reply) => {
      const format = formatOf(request.query.format, ['csv', 'xlsx', 'pdf']);
      const query = parseListQuery(definition, { ...request.query, range: `[0,${MAX_PAGE - 1}]` });
      const rows = (await dynamic(db)
        .selectFrom(definition.table)
        .selectAll()
        .where((eb) => eb.and([scoped(request.auth!.organizationId), ...query.where] as never[]))
        .orderBy(sql.ref(query.orderBy.column), query.orderBy.direction)
        .orderBy('id')
        .limit(query.limit)
        .execute()) as Record<string, unknown>[];
      const columns = definition.schema['x-grid'].columns.map((name) => definition.byName.get(name)!);
      const headers = columns.map((c) => c.property.title ?? c.name);
      const records = rows.map((row) => fromRow(definition, row));
      const labels = await referenceLabels(db, services.masters, columns, records, request.auth!.organizationId);
      const cells = records.map((record) => columns.map((c) => cellText(labels.get(c.name)?.get(record[c.name] as number) ?? record[c.name])));
      const body = format === 'pdf' ? Buffer.from(await renderTablePdf(definition.schema['x-title-plural'], headers, cells)) : sheetFile(format, headers, cells);
      return reply
        .header('content-type', FORMATS[format].type)
        .header('content-disposition', `attachment; filename="${FORMATS[format].file}"`)
        .send(body);
    },
  );

  if (definition.schema['x-read-only']) return;

  app.get<{ Querystring: { format?: string } }>(`${base}/sample`, { config: { access: access.menu(menu, 'add') } }, async (request, reply) => {
    const format = formatOf(request.query.format, ['csv', 'xlsx']);
    const columns = importColumns(definition);
    const example = definition.schema['x-seed']?.[0] ?? {};
    const body = sheetFile(format, columns.map((c) => c.header), [columns.map((c) => cellText(example[c.name] ?? c.property.default))]);
    return reply
      .header('content-type', FORMATS[format].type)
      .header('content-disposition', `attachment; filename="sample.${format}"`)
      .send(body);
  });

  app.post<{ Body: { rows: Record<string, unknown>[] } }>(
    `${base}/import`,
    {
      config: { access: access.menu(menu, 'add') },
      schema: {
        body: {
          type: 'object',
          required: ['rows'],
          properties: { rows: { type: 'array', title: 'Rows', minItems: 1, maxItems: MAX_PAGE, items: { type: 'object' } } },
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { records, errors } = readImportRows(definition, request.body.rows);
      for (const { index, field, message } of await employeeReferenceErrors(db, definition, records.map((r) => r.record), auth.organizationId)) {
        errors.push({ row: records[index].row, field, message });
      }
      const existing = await findExisting(definition, records, auth.organizationId);
      for (const { row, value } of existing) {
        errors.push({ row, field: definition.schema['x-unique'][0], message: `${title} '${value}' already exists` });
      }
      if (errors.length > 0) {
        const failed = new Set(errors.map((e) => e.row)).size;
        throw new AppError(400, `${failed} row${failed === 1 ? ' has' : 's have'} errors; nothing was imported`, undefined, {
          rows: errors.sort((a, b) => a.row - b.row),
        });
      }
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < records.length; i += 500) {
          const values = records.slice(i, i + 500).map(({ record }) => ({
            ...toColumnValues(definition, record),
            ...ownerValues(definition, auth.organizationId),
            created_by: auth.empId,
            updated_by: auth.empId,
          }));
          const inserted = await guardUnique(definition, () => dynamic(trx).insertInto(definition.table).values(values).returning('id').execute());
          // An imported row is a created row: it gets the same follow-up work a single create does (an organisation its roles).
          const hook = createHooks[definition.table];
          if (hook) for (const { id } of inserted as { id: number }[]) await hook(trx, id, auth, services.masters);
        }
        await recordAudit(trx, auth, { entity: definition.name, entityId: '*', action: 'import', after: { rows: records.length } });
      });
      // Product tables (menus, submenus, roles) shape every caller's rights, as after a single create.
      if (!definition.ownsTable) services.permissions.invalidate();
      return ok({ imported: records.length }, `${records.length} rows imported`);
    },
  );

  /** Rows whose unique key is already taken in the table: reported with the other errors, before writing. */
  async function findExisting(def: MasterDefinition, records: { row: number; record: Record<string, unknown> }[], organizationId: number) {
    const [first] = def.schema['x-unique'];
    if (!first || def.schema['x-unique'].length > 1 || records.length === 0) return [];
    const field = def.byName.get(first)!;
    const keys = records.map(({ record }) => String(record[first]).toLowerCase());
    const taken = new Set<string>();
    for (let i = 0; i < keys.length; i += 1000) {
      const rows = await sql<{ key: string }>`
        SELECT lower(${sql.ref(field.column)}::text) AS key FROM ${sql.table(def.table)}
        WHERE ${scoped(organizationId)} AND lower(${sql.ref(field.column)}::text) IN (${sql.join(keys.slice(i, i + 1000))})`.execute(db);
      for (const row of rows.rows) taken.add(row.key);
    }
    return keys.flatMap((key, index) => (taken.has(key) ? [{ row: records[index].row, value: records[index].record[first] }] : []));
  }
}
