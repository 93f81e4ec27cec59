import type { FastifyInstance } from 'fastify';
import { buildChatbotApp, loadChatbotConfig, trainedConversation, type ChatbotConfig } from '../../src/chatbot/chatbotApp.js';
import type { Reply } from '../../src/chatbot/conversation.js';

export interface ChatbotService {
  app: FastifyInstance;
  config: ChatbotConfig;
  /** Where it listens (a free port on 127.0.0.1). */
  url: string;
  close(): Promise<void>;
}

let trained: Promise<Reply> | undefined;

/**
 * The chatbot service on a free port, as `npm run chatbot` runs it. Its product address is set once
 * the product listens (`config.productUrl` is read per request): the product's CSP needs the
 * service's address before it starts, and the service the product's. One trained model per test
 * file.
 */
export async function startChatbotService(productUrl = ''): Promise<ChatbotService> {
  const config = { ...loadChatbotConfig({ NODE_ENV: 'test' }), productUrl, host: '127.0.0.1', port: 0 };
  trained ??= trainedConversation(config);
  const app = await buildChatbotApp(config, await trained);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let closed = false;
  return {
    app,
    config,
    url,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
    },
  };
}
