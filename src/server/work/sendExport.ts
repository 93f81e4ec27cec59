import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../http/AppError.js';
import type { ExportFormat } from './exportWriter.js';
import type { WorkerPool } from './workerPool.js';

export const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** The `format` query of an export, `xlsx` when absent; any other is a 400 naming the allowed ones. */
export const exportFormatOf = <F extends ExportFormat>(value: string | undefined, allowed: F[]): F => {
  const format = (value ?? 'xlsx') as F;
  if (!allowed.includes(format)) throw badRequest(`format must be one of: ${allowed.join(', ')}`);
  return format;
};

export interface ExportFile {
  format: ExportFormat;
  /** The sheet's (or the PDF's) title. */
  title: string;
  fileName: string;
  headers: string[];
  /** Pages of cells, each already escaped with exportCell. */
  pages: AsyncIterable<string[][]>;
}

/**
 * Sends a file built in the worker pool as it comes (CSV streams; Excel and PDF arrive whole): the
 * rows are read page by page here and turned into bytes off the HTTP thread (docs/heavy-work.md).
 */
export function sendExport(workers: WorkerPool, request: FastifyRequest, reply: FastifyReply, { format, title, fileName, headers, pages }: ExportFile) {
  const body = new PassThrough();
  const write = (chunk: Uint8Array) => (body.write(chunk) ? undefined : new Promise<void>((resolve) => body.once('drain', resolve)));
  workers.exportFile({ format, title, headers, pages, write }).then(
    () => body.end(),
    (error) => {
      request.log.error(error, 'export failed');
      body.destroy(error as Error);
    },
  );
  return reply.header('content-type', EXPORT_TYPES[format]).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
}
