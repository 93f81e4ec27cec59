import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { createConversation, type Reply } from './conversation.js';
import { openAiFreeForm, type LlmConfig } from './freeForm.js';
import { trainIntentModel, type Understand } from './intentModel.js';
import { corpus, type Intent } from './corpus.js';
import { ProductError, productClient } from './productClient.js';

/** Spec 000 §9: at most 5 files of 15728640 bytes per message. */
export const CHAT_MAX_FILES = 5;
export const CHAT_MAX_FILE_BYTES = 15728640;
const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export interface ChatbotConfig {
  port: number;
  host: string;
  /** The product's API base (PRODUCT_URL), called with the employee's token. */
  productUrl: string;
  /** Origins whose pages may call the service (CHATBOT_ALLOWED_ORIGINS); any, when not set: the service reads nothing without the employee's bearer token. */
  allowedOrigins: string[] | null;
  llm: LlmConfig | null;
  logLevel: string;
}

export function loadChatbotConfig(env: NodeJS.ProcessEnv = process.env): ChatbotConfig {
  const origins = env.CHATBOT_ALLOWED_ORIGINS?.split(',').map((origin) => origin.trim()).filter(Boolean);
  return {
    port: Number(env.CHATBOT_PORT ?? 8090),
    host: env.CHATBOT_HOST ?? '0.0.0.0',
    productUrl: (env.PRODUCT_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`).replace(/\/$/, ''),
    allowedOrigins: origins?.length ? origins : null,
    llm: env.CHAT_LLM_URL
      ? { url: env.CHAT_LLM_URL, model: env.CHAT_LLM_MODEL ?? 'gpt-4o-mini', apiKey: env.CHAT_LLM_API_KEY || undefined, timeoutMs: Number(env.CHAT_LLM_TIMEOUT_MS) || 20_000 }
      : null,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}

/** Trains the intent model on the whole corpus (the accuracy test trains on its training part only). */
export function trainOnCorpus(): Promise<Understand> {
  const phrasings = (Object.entries(corpus.intents) as [Intent, string[]][]).flatMap(([intent, texts]) => texts.map((text) => ({ text, intent })));
  return trainIntentModel(phrasings);
}

/** The conversation on a trained model, with the free-form model when CHAT_LLM_URL is set. */
export function conversationFor(config: ChatbotConfig, understand: Understand): Reply {
  return createConversation(understand, config.llm ? openAiFreeForm(config.llm) : null);
}

/** The employee's day in their time zone (X-Time-Zone, as every call of the app carries it). */
export function todayIn(timeZone: string | undefined): string {
  const format = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  try {
    return format(timeZone || DEFAULT_TIME_ZONE);
  } catch {
    return format(DEFAULT_TIME_ZONE);
  }
}

/**
 * The chatbot service (spec 000 §7): `POST /api/chat` with the form fields user_id, session_id,
 * query, feature and files; the answer is `{ session_id, response, links, suggestions }`, or
 * `{ error }` with a 400 or 401. It holds no data of its own, not even a request waiting for its
 * confirmation (the product keeps that): every answer is read from the product with the caller's
 * bearer token, so it may restart, or run twice, at any time.
 */
export async function buildChatbotApp(config: ChatbotConfig, reply?: Reply): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 1024 * 1024 });
  const conversation = reply ?? conversationFor(config, await trainOnCorpus());
  await app.register(cors, { origin: config.allowedOrigins ?? true, methods: ['POST', 'GET'], allowedHeaders: ['authorization', 'content-type', 'x-time-zone'] });
  await app.register(multipart, { limits: { files: CHAT_MAX_FILES, fileSize: CHAT_MAX_FILE_BYTES, fields: 10, fieldSize: 10_000 } });

  app.get('/api/health', async () => ({ status: 'ok' }));

  app.post('/api/chat', async (request, reply) => {
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return reply.code(401).send({ error: 'Authentication error' });
    if (!request.isMultipart()) return reply.code(400).send({ error: 'The message must be sent as multipart/form-data' });
    const fields: Record<string, string> = {};
    const files: File[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.file.truncated) return reply.code(400).send({ error: `File(s) too large: ${part.filename}. Maximum file size is 15MB each.` });
          files.push(new File([new Uint8Array(bytes)], part.filename, { type: part.mimetype }));
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') return reply.code(400).send({ error: 'Too many files selected. Maximum 5 files allowed.' });
      if (code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(400).send({ error: 'File(s) too large. Maximum file size is 15MB each.' });
      throw error;
    }
    const query = (fields.query ?? '').trim();
    const userId = (fields.user_id ?? '').trim();
    const sessionId = (fields.session_id ?? '').trim();
    if (!query) return reply.code(400).send({ error: 'Please enter a message before sending.' });
    if (!userId) return reply.code(400).send({ error: 'User authentication error. Please log in again.' });
    if (!sessionId || sessionId.length > 100) return reply.code(400).send({ error: 'session_id is required (at most 100 characters)' });
    if (query.length > 2000) return reply.code(400).send({ error: 'The message is too long (at most 2000 characters)' });

    const timeZone = typeof request.headers['x-time-zone'] === 'string' ? request.headers['x-time-zone'] : DEFAULT_TIME_ZONE;
    const product = productClient(config.productUrl, token, timeZone);
    try {
      const answer = await conversation({ userId, sessionId, query, files, product, today: todayIn(timeZone) });
      return { session_id: sessionId, response: answer.text, links: answer.links, suggestions: answer.suggestions ?? [] };
    } catch (error) {
      if (error instanceof ProductError) {
        if (error.status === 401) return reply.code(401).send({ error: 'Authentication error' });
        return { session_id: sessionId, response: `I could not do that: ${error.message}`, links: [] };
      }
      request.log.error(error, 'chat failed');
      return reply.code(500).send({ error: 'Something went wrong' });
    }
  });
  return app;
}
