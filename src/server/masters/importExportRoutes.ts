import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import { exportCell } from '../../shared/exportCell.js';
import { limitMessages, MAX_EXPORT_ROWS, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_JSON_ROWS } from '../../shared/heavyWorkLimits.js';
import { access } from '../http/access.js';
import { AppError, badRequest } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { startJob } from '../jobs/jobStore.js';
import type { Services } from '../services.js';
import type { ExportFormat } from '../work/exportWriter.js';
import { dynamic } from './dynamicDb.js';
import { exportPages } from './exportPages.js';
import { importColumns } from './importRows.js';
import { parseListQuery, type ListParams } from './listQuery.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { fromRow } from './masterRecords.js';
import { scopeCondition } from './masterScope.js';
import { masterRouteSchemas } from './masterRouteSchemas.js';
import { referenceLabels } from './referenceLabels.js';
import { writeImport } from './writeImport.js';

const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', file: 'export.csv' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', file: 'export.xlsx' },
  pdf: { type: 'application/pdf', file: 'export.pdf' },
} as const;
const formatOf = <F extends ExportFormat>(value: string | undefined, allowed: F[]): F => {
  const format = (value ?? 'xlsx') as F;
  if (!allowed.includes(format)) throw badRequest(`format must be one of: ${allowed.join(', ')}`);
  return format;
};

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

  /** Sends a file built in the worker pool as it comes (CSV streams; Excel and PDF arrive whole). */
  function sendFile(request: FastifyRequest, reply: FastifyReply, format: ExportFormat, fileName: string, headers: string[], pages: AsyncIterable<string[][]>) {
    const body = new PassThrough();
    const write = (chunk: Uint8Array) => (body.write(chunk) ? undefined : new Promise<void>((resolve) => body.once('drain', resolve)));
    workers.exportFile({ format, title: definition.schema['x-title-plural'], headers, pages, write }).then(
      () => body.end(),
      (error) => {
        request.log.error(error, 'export failed');
        body.destroy(error as Error);
      },
    );
    return reply.header('content-type', FORMATS[format].type).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
  }

  app.get<{ Querystring: ListParams & { format?: string } }>(
    `${base}/export`,
    { config: { access: access.menu(menu, 'view') }, schema: { tags, querystring: schemas.exportQuery } },
    async (request, reply) => {
      const auth = request.auth!;
      const format = formatOf(request.query.format, ['csv', 'xlsx', 'pdf']);
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
      return sendFile(request, reply, format, FORMATS[format].file, columns.map((c) => c.property.title ?? c.name), cells());
    },
  );

  if (definition.schema['x-read-only']) return;

  app.get<{ Querystring: { format?: string } }>(`${base}/sample`, { config: { access: access.menu(menu, 'add') }, schema: { tags, querystring: schemas.sampleQuery } }, async (request, reply) => {
    const format = formatOf(request.query.format, ['csv', 'xlsx']);
    const columns = importColumns(definition);
    const example = definition.schema['x-seed']?.[0] ?? {};
    async function* oneRow() {
      // A seed row's Emp IDs are people of the demo's organisation, not necessarily of the caller's: left blank.
      yield [columns.map((c) => (c.property['x-employee'] ? '' : exportCell(example[c.name] ?? c.property.default)))];
    }
    return sendFile(request, reply, format, `sample.${format}`, columns.map((c) => c.header), oneRow());
  });

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
        const checked = await workers.checkImport(definition.name, { rows: request.body.rows });
        const imported = await writeImport(services, definition, auth, checked);
        return ok({ imported }, `${imported} rows imported`);
      }
      const upload = await request.file({ limits: { files: 1, fileSize: MAX_IMPORT_FILE_BYTES } });
      if (!upload) throw badRequest('Please choose a file to import');
      const bytes = await upload.toBuffer().catch(() => {
        throw new AppError(413, limitMessages.fileTooLarge);
      });
      if (upload.file.truncated) throw new AppError(413, limitMessages.fileTooLarge);
      const job = await startJob(services.database, auth, 'import', definition.name, `Reading ${upload.filename}`);
      // The answer goes now; the import runs on, and its progress is read from GET /api/jobs/:id.
      void (async () => {
        try {
          const checked = await workers.checkImport(definition.name, { file: { name: upload.filename, bytes } });
          await job.progress(0.2, `Checking ${checked.total.toLocaleString('en')} rows`, true);
          const imported = await writeImport(services, definition, auth, checked, (fraction) => job.progress(0.2 + fraction * 0.8, 'Importing'));
          await job.done(`${imported} rows imported`, { imported });
        } catch (error) {
          if (error instanceof AppError) return job.failed(error.message, error.details);
          request.log.error(error, 'import failed');
          await job.failed('The import failed; nothing was imported');
        }
      })().catch((error) => request.log.error(error, 'import job could not record its end'));
      return reply.status(202).send(ok({ jobId: job.id }, 'Import started'));
    },
  );
}
