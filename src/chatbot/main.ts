// The chatbot service's own process (docs/chatbot.md): `npm run chatbot`, or started beside the
// product by `npm start`. It trains its intent model, then answers POST /api/chat on CHATBOT_PORT.
import { buildChatbotApp, loadChatbotConfig } from './chatbotApp.js';

const config = loadChatbotConfig();
const app = await buildChatbotApp(config);
await app.listen({ port: config.port, host: config.host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
