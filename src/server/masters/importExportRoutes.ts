import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import { withComputedFields } from '../../shared/computedFields.js';
import { exportCell } from '../../shared/exportCell.js';
import { importFormatMessage } from '../../shared/masterSchema.js';
import { limitMessages, MAX_EXPORT_ROWS, MAX_IMPORT_JSON_ROWS } from '../../shared/heavyWorkLimits.js';
import { access } from '../http/access.js';
import { badRequest } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { startJob } from '../jobs/jobStore.js';
import { runJob } from '../jobs/runJob.js';
import type { Services } from '../services.js';
import type { ExportFormat } from '../work/exportWriter.js';
import { exportFormatOf, sendExport } from '../work/sendExport.js';
import { uploadedFile } from '../http/uploadedFile.js';
import { dynamic } from './dynamicDb.js';
import { exportPages } from './exportPages.js';
import { importColumns } from './importRows.js';
import { parseListQuery, type ListParams } from './listQuery.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { fromRow } from './masterRecords.js';
import { scopeCondition } from './masterScope.js';
import { masterRouteSchemas } from './masterRouteSchemas.js';
import { referenceLabels } from './referenceLabels.js';
import { specAccess } from './specApiRoutes.js';
import { writeImport } from './writeImport.js';
import { checkImport } from './checkImport.js';

const FILE_NAMES = { csv: 'export.csv', xlsx: 'export.xlsx', pdf: 'export.pdf' } as const;

/**
 * Export (CSV, Excel, PDF), the sample sheet, and all-or-nothing import for one master. Files are
 * read and built in the worker pool (docs/heavy-work.md); exports stream rows from keyset pages;
 * an uploaded file is imported as a background job whose progress GET /api/jobs/:id answers.
 */
export async function importExportRoutes(app: FastifyInstance, services: Services, definition: MasterDefinition): Promise<void> {
  const { db, workers } = services;
  const base = `/api/${definition.name}`;
  const menu = definition.schema['x-menu'];
  const scoped = (organizationId: number) => scopeCondition(definition, organizationId) as Expression<SqlBool>;
  const schemas = masterRouteSchemas(definition);
  const { tags } = schemas;

  const sendFile = (request: FastifyRequest, reply: FastifyReply, format: ExportFormat, fileName: string, headers: string[], pages: AsyncIterable<string[][]>) =>
    sendExport(workers, request, reply, { format, title: definition.schema['x-title-plural'], fileName, headers, pages });

  app.get<{ Querystring: ListParams & { format?: string } }>(
    `${base}/export`,
    { config: { access: access.menu(menu, 'view') }, schema: { tags, querystring: schemas.exportQuery } },
    async (request, reply) => {
      const auth = request.auth!;
      const format = exportFormatOf(request.query.format, ['csv', 'xlsx', 'pdf']);
      const query = parseListQuery(definition, request.query);
      const { count } = await dynamic(db)
        .selectFrom(definition.table)
        .select(sql<number>`count(*)`.as('count'))
        .where((eb) => eb.and([scoped(auth.organizationId), ...query.where] as never[]))
        .executeTakeFirstOrThrow();
      if (Number(count) > MAX_EXPORT_ROWS) throw badRequest(limitMessages.exportTooLarge(Number(count)));
      const columns = definition.schema['x-grid'].columns.map((name) => definition.byName.get(name)!);
      async function* cells() {
        for await (const rows of exportPages(db, definition, query, scoped(auth.organizationId))) {
          const records = rows.map((row) => fromRow(definition, row));
          const labels = await referenceLabels(db, services.masters, columns, records, auth.organizationId);
          yield records.map((record) => columns.map((c) => exportCell(labels.get(c.name)?.get(record[c.name] as number) ?? record[c.name])));
        }
      }
      return sendFile(request, reply, format, FILE_NAMES[format], columns.map((c) => c.property.title ?? c.name), cells());
    },
  );

  if (definition.schema['x-read-only']) return;

  const importFormats = definition.schema['x-import-formats'];
  const sampleFormats = (['csv', 'xlsx'] as const).filter((format) => importFormats.includes(format));
  const sample = async (request: FastifyRequest<{ Querystring: { format?: string } }>, reply: FastifyReply) => {
    const format = exportFormatOf(request.query.format, [...sampleFormats]);
    const columns = importColumns(definition);
    const example = definition.schema['x-seed']?.[0] ?? {};
    async function* oneRow() {
      // A seed row's Emp IDs are people of the demo's organisation, not necessarily of the caller's: left blank.
      yield [columns.map((c) => (c.property['x-employee'] ? '' : exportCell(example[c.name] ?? c.property.default)))];
    }
    return sendFile(request, reply, format, `sample.${format}`, columns.map((c) => c.header), oneRow());
  };
  app.get<{ Querystring: { format?: string } }>(`${base}/sample`, { config: { access: access.menu(menu, 'add') }, schema: { tags, querystring: schemas.sampleQuery } }, sample);

  /** The one uploaded file, refused when too large, of a type the master does not import, or unimportable at a look at its bytes. */
  const uploaded = (request: FastifyRequest) => uploadedFile(request, importFormats, importFormatMessage(importFormats));

  // One registration serves every upload route (organisation logos register it first).
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.post<{ Body: { rows: Record<string, unknown>[] } }>(
    `${base}/import`,
    {
      config: { access: access.menu(menu, 'add') },
      schema: {
        tags,
        body: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['rows'],
                properties: { rows: { type: 'array', title: 'Rows', minItems: 1, maxItems: MAX_IMPORT_JSON_ROWS, items: { type: 'object' } } },
              },
            },
            // The file: read and checked in the worker pool.
            'multipart/form-data': { schema: {} },
          },
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      if (!request.isMultipart()) {
        if (request.body.rows.length > MAX_IMPORT_JSON_ROWS) throw badRequest(limitMessages.tooManyJsonRows);
        const checked = await checkImport(workers, services.config.schemasDir, definition.name, { rows: request.body.rows });
        const imported = await writeImport(services, definition, auth, checked);
        return ok({ imported }, `${imported} rows imported`);
      }
      const file = await uploaded(request);
      const job = await startJob(services.database, auth, 'import', definition.name, `Reading ${file.name}`);
      // The answer goes now; the import runs on, and its progress is read from GET /api/jobs/:id.
      runJob(job, request.log, 'The import failed; nothing was imported', async () => {
        const checked = await checkImport(workers, services.config.schemasDir, definition.name, { file });
        await job.progress(0.2, `Checking ${checked.total.toLocaleString('en')} rows`, true);
        const imported = await writeImport(services, definition, auth, checked, (fraction) => job.progress(0.2 + fraction * 0.8, 'Importing'));
        return { message: `${imported} rows imported`, result: { imported } };
      });
      return reply.status(202).send(ok({ jobId: job.id }, 'Import started'));
    },
  );

  // The spec's own paths (x-spec-api sample and import, docs/lookups.md).
  for (const route of definition.schema['x-spec-api'] ?? []) {
    const url = `/api${route.path}`;
    if (route.does === 'sample') {
      app.get<{ Querystring: { format?: string } }>(url, { config: { access: specAccess(definition, route) }, schema: { tags, querystring: schemas.sampleQuery } }, (request, reply) => {
        request.query.format ??= sampleFormats.includes('xlsx') ? 'xlsx' : 'csv';
        return sample(request, reply);
      });
    }
    if (route.does === 'import') {
      // The spec's import answers when done: the imported rows as an Excel file (spec 001 §7), or JSON naming what was refused.
      app.post(url, { config: { access: specAccess(definition, route) }, schema: { tags } }, async (request, reply) => {
        const file = await uploaded(request);
        const checked = await checkImport(workers, services.config.schemasDir, definition.name, { file });
        await writeImport(services, definition, request.auth!, checked);
        const columns = definition.fields.filter((field) => !field.writeOnly && (!field.readOnly || field.property['x-computed']));
        async function* imported() {
          yield checked.records.map(({ record }) => {
            const stored = withComputedFields(definition.schema.properties, record);
            return columns.map((column) => exportCell(stored[column.name] ?? column.property.default));
          });
        }
        return sendFile(request, reply, 'xlsx', 'file.xlsx', columns.map((c) => c.property.title ?? c.name), imported());
      });
    }
  }
}
