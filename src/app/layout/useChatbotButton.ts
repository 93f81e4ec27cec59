import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { CHAT_LIMITS, CHAT_TEXT } from '../../../resources/chatbot/chatMessages';
import { createChatbotButtonStore, greetingVisible } from './chatbotButtonStore';

/** Spec 000 §2.5/§9: the greeting bubble shows for 5 s while the chatbot is closed. */
export const CHATBOT_GREETING_MS = CHAT_LIMITS.greetingMs;
export const CHATBOT_GREETING_TEXT = CHAT_TEXT.greeting;

/** The floating button's state for its view: the store (chatbotButtonStore.ts) on this window. */
export function useChatbotButton() {
  const [store] = useState(() => createChatbotButtonStore(window));
  const state = useStore(store);
  useEffect(() => store.start(), [store]);
  return { open: state.open, toggle: store.toggle, close: store.close, greetingVisible: greetingVisible(state) };
}
