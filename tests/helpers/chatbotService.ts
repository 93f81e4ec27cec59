import type { FastifyInstance } from 'fastify';
import { buildChatbotApp, conversationFor, loadChatbotConfig, trainOnCorpus, type ChatbotConfig } from '../../src/chatbot/chatbotApp.js';
import type { Understand } from '../../src/chatbot/intentModel.js';

export interface ChatbotService {
  app: FastifyInstance;
  config: ChatbotConfig;
  /** Where it listens (a free port on 127.0.0.1). */
  url: string;
  close(): Promise<void>;
}

let trained: Promise<Understand> | undefined;

/**
 * The chatbot service on a free port, as `npm run chatbot` runs it. Its product address is set once
 * the product listens (`config.productUrl` is read per request): the product's CSP needs the
 * service's address before it starts, and the service the product's. One trained model per test
 * file, shared by every service the file starts (a second process, one with CHAT_LLM_URL: `config`).
 */
export async function startChatbotService(productUrl = '', config: Partial<ChatbotConfig> = {}): Promise<ChatbotService> {
  const settings = { ...loadChatbotConfig({ NODE_ENV: 'test' }), productUrl, host: '127.0.0.1', port: 0, ...config };
  trained ??= trainOnCorpus();
  const app = await buildChatbotApp(settings, conversationFor(settings, await trained));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let closed = false;
  return {
    app,
    config: settings,
    url,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
    },
  };
}
