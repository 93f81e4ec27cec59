import { useCallback, useEffect, useState } from 'react';

/** Spec 000 §2.5/§9: the greeting bubble shows for 5 s while the chatbot is closed. */
export const CHATBOT_GREETING_MS = 5000;
export const CHATBOT_GREETING_TEXT = 'Hello! How can I help you today?';

export function useChatbotButton() {
  const [open, setOpen] = useState(false);
  const [greeting, setGreeting] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setGreeting(false), CHATBOT_GREETING_MS);
    return () => clearTimeout(timer);
  }, []);

  const toggle = useCallback(() => {
    setGreeting(false);
    setOpen((value) => !value);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  return { open, toggle, close, greetingVisible: greeting && !open, dismissGreeting: () => setGreeting(false) };
}
