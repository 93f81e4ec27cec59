import { CHAT_LIMITS, CHAT_TEXT } from '../../../resources/chatbot/chatMessages';
import { useCallback, useEffect, useState } from 'react';

/** Spec 000 §2.5/§9: the greeting bubble shows for 5 s while the chatbot is closed. */
export const CHATBOT_GREETING_MS = CHAT_LIMITS.greetingMs;
export const CHATBOT_GREETING_TEXT = CHAT_TEXT.greeting;

export function useChatbotButton() {
  const [open, setOpen] = useState(false);
  const [greeting, setGreeting] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setGreeting(false), CHATBOT_GREETING_MS);
    return () => clearTimeout(timer);
  }, []);

  // The bubble lies over the bottom of the page (a form's Submit on a phone): the person's first touch, key or
  // scroll of the wheel ends it, rather than leaving it there for its 5 s.
  useEffect(() => {
    if (!greeting) return;
    const dismiss = () => setGreeting(false);
    const events = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const;
    for (const event of events) window.addEventListener(event, dismiss, { capture: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, dismiss, { capture: true });
    };
  }, [greeting]);

  const toggle = useCallback(() => {
    setGreeting(false);
    setOpen((value) => !value);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  return { open, toggle, close, greetingVisible: greeting && !open };
}
