import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { access } from '../http/access.js';
import { badRequest } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { shortText } from '../http/schemaParts.js';
import type { Services } from '../services.js';
import { formParts } from '../http/formParts.js';

/** Spec 000 §9: at most 5 files of 15 MB per chat message. */
const MAX_FILES = 5;
const MAX_FILE_BYTES = 15728640;
const MAX_TEXT = 4000;
const tags = ['Chatbot'];

/**
 * The product's side of the chatbot (spec 000 §7 `POST chatbot`, docs/chatbot.md): the widget sends
 * each message here in parallel with the chatbot service's `POST /api/chat`, and the reply it
 * showed after it; the conversation is kept per employee and session_id and read back by that
 * employee only. The chatbot service is another process: the product never calls it, so the
 * product works the same whether it is up or down.
 */
export async function chatbotRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  // Its own limits per request (request.parts below): the plugin is registered once for every route.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.post(
    '/api/chatbot',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: 'Keep a chat message (multipart form: session_id, query, feature, from = user or bot, files; user_id is the caller)',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (!request.isMultipart()) throw badRequest('Send the chat message as multipart/form-data (session_id, query, feature, files)');
      const fields: Record<string, string> = {};
      const files: { name: string; size: number }[] = [];
      try {
        for await (const part of formParts(request, { limits: { files: MAX_FILES, fileSize: MAX_FILE_BYTES, fields: 10, fieldSize: MAX_TEXT * 4 } })) {
          if (part.type === 'file') {
            // Only the name and size are kept; the bytes go to the chatbot service, not here.
            let size = 0;
            for await (const chunk of part.file) size += (chunk as Buffer).length;
            if (part.file.truncated) throw badRequest(`File(s) too large: ${part.filename}. Maximum file size is 15MB each.`);
            files.push({ name: part.filename.slice(0, 255), size });
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest('Too many files selected. Maximum 5 files allowed.');
        throw error;
      }
      const sessionId = (fields.session_id ?? '').trim();
      const text = (fields.query ?? '').trim();
      const sender = fields.from ?? 'user';
      const problems = [
        !sessionId && { field: 'session_id', message: 'session_id is required' },
        sessionId.length > 100 && { field: 'session_id', message: 'session_id must be at most 100 characters' },
        !text && { field: 'query', message: 'Please enter a message before sending.' },
        text.length > MAX_TEXT && { field: 'query', message: `The message must be at most ${MAX_TEXT} characters` },
        sender !== 'user' && sender !== 'bot' && { field: 'from', message: 'from must be user or bot' },
        (fields.feature ?? '').length > 100 && { field: 'feature', message: 'feature must be at most 100 characters' },
      ].filter((problem): problem is { field: string; message: string } => Boolean(problem));
      if (problems.length) throw badRequest(problems.map((problem) => problem.message).join(', '), problems);

      const row = await db
        .insertInto('chatbot_message')
        .values({
          organization_id: auth.organizationId,
          employee_id: auth.employeeId,
          session_id: sessionId,
          sender: sender as 'user' | 'bot',
          text,
          feature: fields.feature?.trim() || null,
          files: JSON.stringify(files),
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return ok({ session_id: sessionId, id: Number(row.id), timestamp: row.created_at.toISOString() }, 'Message kept');
    },
  );

  app.get<{ Querystring: { session_id: string } }>(
    '/api/chatbot',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: "The caller's own conversation: its messages (from, text, timestamp, files) in order",
        querystring: { type: 'object', additionalProperties: false, required: ['session_id'], properties: { session_id: { ...shortText('Session', 100), minLength: 1 } } },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const rows = await db
        .selectFrom('chatbot_message')
        .select(['sender', 'text', 'files', 'created_at'])
        .where('organization_id', '=', auth.organizationId)
        .where('employee_id', '=', auth.employeeId)
        .where('session_id', '=', request.query.session_id)
        .orderBy('id')
        .limit(1000)
        .execute();
      return ok({
        session_id: request.query.session_id,
        messages: rows.map((row) => ({ from: row.sender, text: row.text, timestamp: row.created_at.toISOString(), files: row.files })),
      });
    },
  );
}
