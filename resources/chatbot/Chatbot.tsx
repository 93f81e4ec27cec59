import { ChatbotPanel } from './ChatbotPanel';
import { useChatbot } from './useChatbot';

/** The chatbot inside the floating button's window (spec 000 §2.5). */
export function Chatbot() {
  return <ChatbotPanel view={useChatbot()} />;
}
