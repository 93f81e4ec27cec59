import { useEffect } from 'react';
import { ChatbotPanel } from './ChatbotPanel';
import { useChatbot } from './useChatbot';

/** The chatbot inside the floating button's window (spec 000 §2.5); the kept conversation is read when it first opens. */
export function Chatbot({ open }: { open: boolean }) {
  const view = useChatbot();
  const { restore } = view.actions;
  useEffect(() => {
    if (open) void restore();
  }, [open, restore]);
  return <ChatbotPanel view={view} />;
}
