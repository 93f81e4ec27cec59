import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { encryptForLogin } from '../../src/server/auth/loginCrypto.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { DEMO_PASSWORD } from '../../src/server/seed/demoSeed.js';
import { prepareFirstStart } from '../../src/server/seed/firstStart.js';
import { seededDatabase, type DatabaseKind, type TestDatabase } from './testDatabases.js';
import { startChatbotService, type ChatbotService } from './chatbotService.js';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The address, when started with `listen: true` (browser tests). */
  url: string;
  /** The chatbot service, when started with `chatbot: true` (it implies `listen`). */
  chatbot?: ChatbotService;
  login(empId: string, password?: string): Promise<LoginResult>;
  close(): Promise<void>;
}

export interface LoginResult {
  token: string;
  refreshToken: string;
  userDetails: Record<string, any>;
}

/**
 * The real server on its own copy of the seeded demo database (PGlite or a PostgreSQL database of its own).
 * `database` starts it on a database the caller prepared and drops instead (an empty one, an older schema).
 */
export async function startTestServer(
  kind: DatabaseKind = 'pglite',
  options: {
    listen?: boolean;
    config?: Partial<Config>;
    /** PGlite on disk in config.dataDir, kept after close, to restart on it. */
    persistent?: boolean;
    database?: TestDatabase;
    /** Start the chatbot service beside it on a free port, the product's CHATBOT_URL (docs/chatbot.md). */
    chatbot?: boolean;
  } = {},
): Promise<TestServer> {
  const own = options.persistent || options.database ? undefined : await seededDatabase(kind);
  const where = options.persistent ? { inMemory: false } : (options.database ?? own)!.options;
  const chatbot = options.chatbot ? await startChatbotService() : undefined;
  const config = loadConfig({ NODE_ENV: 'test' }, { port: 0, host: '127.0.0.1', ...where, ...(chatbot ? { chatbotUrl: chatbot.url } : {}), ...options.config });
  const database = await openDatabase({ ...config, inMemory: where.inMemory });
  let app: FastifyInstance;
  try {
    await prepareFirstStart(database.db, config);
    app = await buildApp(config, database);
  } catch (err) {
    await chatbot?.close();
    await database.close();
    await own?.drop();
    throw err;
  }
  let url = '';
  if (options.listen || chatbot) {
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    config.publicUrl = url;
    if (chatbot) chatbot.config.productUrl = url;
  }
  return {
    app,
    database,
    config,
    url,
    chatbot,
    login: async (empId, password = DEMO_PASSWORD) => {
      const key = await app.inject({ method: 'GET', url: '/api/crypto/public-key' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/auth/login',
        payload: { empId, ...encryptForLogin(key.json().data.publicKey, password) },
      });
      if (response.statusCode !== 200) throw new Error(`login ${empId} failed: ${response.statusCode} ${response.body}`);
      return response.json().data;
    },
    close: async () => {
      await chatbot?.close();
      // A listening server's close waits for its keep-alive connections (Fastify keeps one 72 s): the
      // test's own clients are done, so they are ended now rather than when they time out.
      app.server.closeAllConnections();
      await app.close();
      await database.close();
      await own?.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
