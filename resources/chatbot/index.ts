export { Chatbot } from './Chatbot';
export { ChatbotPanel } from './ChatbotPanel';
export { CHAT_LIMITS, CHAT_TEXT } from './chatMessages';
