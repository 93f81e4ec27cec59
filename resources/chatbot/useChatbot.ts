import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { chatbotApi } from './chatbotApi';
import { createChatbotStore } from './chatbotStore';
import type { ChatbotApi } from './types';

/** The chatbot panel's state and actions (the store holds the logic; docs/frontend.md). */
export function useChatbot(api: ChatbotApi = chatbotApi) {
  return usePageStore(
    () => createChatbotStore(api),
    async () => undefined,
  );
}
