import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from 'kysely';
import { access } from '../http/access.js';
import { badRequest } from '../http/AppError.js';
import { assertNoNul } from '../http/rejectNul.js';
import { ok } from '../http/reply.js';
import { shortText } from '../http/schemaParts.js';
import { ATTACHMENT_MAX_BYTES, checkAttachedBytes, type AttachedFile } from '../files/attachedFile.js';
import type { Services } from '../services.js';
import { formParts } from '../http/formParts.js';

/** How long a proposed request waits for the employee's Yes. */
export const PENDING_ACTION_MINUTES = 15;
const KINDS = ['ticket', 'regularization', 'leave'] as const;
const MAX_ACTION_CHARS = 20_000;
const tags = ['Chatbot'];
const sessionQuery = { type: 'object', additionalProperties: false, required: ['session_id'], properties: { session_id: { ...shortText('Session', 100), minLength: 1 } } } as const;

/**
 * The request the chatbot proposed and waits to send on the employee's Yes (docs/chatbot.md). The
 * product keeps it, not the service, so a restart of the service or a second service process finds
 * it; it is the caller's own (keyed by the token's employee and session_id) and lapses after
 * PENDING_ACTION_MINUTES. Taking it deletes it in the same statement, so of two confirmations,
 * even on two service processes at once, one gets it. The product only keeps it: the service sends
 * it, with the confirming message's token, through the page's own API, which checks it as ever.
 */
export async function chatbotPendingRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.put(
    '/api/chatbot/pending',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: `Keep the caller's proposed request for a conversation, replacing any before it (multipart form: session_id, kind = ticket | regularization | leave, action = its JSON, optional file: one PDF, PNG or JPEG up to 2 MB). It waits ${PENDING_ACTION_MINUTES} minutes`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (!request.isMultipart()) throw badRequest('Send the pending request as multipart/form-data (session_id, kind, action, file)');
      const fields: Record<string, string> = {};
      let file: AttachedFile | null = null;
      try {
        for await (const part of formParts(request, { limits: { files: 1, fileSize: ATTACHMENT_MAX_BYTES, fields: 5, fieldSize: MAX_ACTION_CHARS } })) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.file.truncated) throw badRequest('Attachment must be at most 2 MB', [{ field: 'file', message: 'Attachment must be at most 2 MB' }]);
            if (bytes.length > 0) file = await checkAttachedBytes(bytes, part.filename, 'file');
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT') throw badRequest('A ticket takes one file', [{ field: 'file', message: 'A ticket takes one file' }]);
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('Attachment must be at most 2 MB', [{ field: 'file', message: 'Attachment must be at most 2 MB' }]);
        throw error;
      }
      const sessionId = (fields.session_id ?? '').trim();
      const kind = fields.kind as (typeof KINDS)[number];
      const action = parseObject(fields.action);
      assertNoNul(action, 'form.action');
      const problems = [
        !sessionId && { field: 'session_id', message: 'session_id is required' },
        sessionId.length > 100 && { field: 'session_id', message: 'session_id must be at most 100 characters' },
        !KINDS.includes(kind) && { field: 'kind', message: `kind must be one of ${KINDS.join(', ')}` },
        !action && { field: 'action', message: 'action must be a JSON object' },
        file && kind !== 'ticket' && { field: 'file', message: 'Only a ticket takes a file' },
      ].filter((problem): problem is { field: string; message: string } => Boolean(problem));
      if (problems.length) throw badRequest(problems.map((problem) => problem.message).join(', '), problems);

      const row = {
        organization_id: auth.organizationId,
        employee_id: auth.employeeId,
        session_id: sessionId,
        kind,
        action: JSON.stringify(action),
        file_name: file?.fileName ?? null,
        file_bytes: file?.bytes ?? null,
        expires_at: sql<Date>`now() + make_interval(mins => ${PENDING_ACTION_MINUTES})`,
      };
      const kept = await db.transaction().execute(async (trx) => {
        // The lapsed ones of everyone go here, so the table holds only live requests.
        await trx.deleteFrom('chatbot_pending_action').where('expires_at', '<=', sql<Date>`now()`).execute();
        return trx
          .insertInto('chatbot_pending_action')
          .values(row)
          .onConflict((conflict) =>
            conflict.columns(['organization_id', 'employee_id', 'session_id']).doUpdateSet({ kind, action: row.action, file_name: row.file_name, file_bytes: row.file_bytes, expires_at: row.expires_at }),
          )
          .returning('expires_at')
          .executeTakeFirstOrThrow();
      });
      return ok({ session_id: sessionId, kind, expiresAt: kept.expires_at.toISOString() }, 'Waiting for confirmation');
    },
  );

  app.delete<{ Querystring: { session_id: string } }>(
    '/api/chatbot/pending',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: "Take the caller's proposed request of a conversation (it is deleted): { kind, action, file: { name, base64 } | null }, or null when none waits (or it lapsed)",
        querystring: sessionQuery,
      },
    },
    async (request) => {
      const auth = request.auth!;
      const taken = await db
        .deleteFrom('chatbot_pending_action')
        .where('organization_id', '=', auth.organizationId)
        .where('employee_id', '=', auth.employeeId)
        .where('session_id', '=', request.query.session_id)
        .returning(['kind', 'action', 'file_name', 'file_bytes', sql<boolean>`expires_at > now()`.as('live')])
        .executeTakeFirst();
      if (!taken?.live) return ok(null, 'Nothing is waiting');
      return ok({
        kind: taken.kind,
        action: taken.action,
        file: taken.file_bytes ? { name: taken.file_name ?? 'attachment', base64: Buffer.from(taken.file_bytes).toString('base64') } : null,
      });
    },
  );
}

function parseObject(text: string | undefined): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text ?? '');
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
