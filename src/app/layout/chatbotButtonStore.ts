import { CHAT_LIMITS } from '../../../resources/chatbot/chatMessages';
import { createPageStore } from '../pageStore/createPageStore';

export interface ChatbotButtonState {
  open: boolean;
  /** The greeting bubble's time: from the page's start until 5 s, the first touch or the first opening. */
  greeting: boolean;
}

/** The person's first touch, key or wheel ends the bubble: it lies over the bottom of the page (a form's Submit on a phone). */
const TOUCHES = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const;

/** Spec 000 §2.5/§9: the greeting bubble shows for 5 s, and only while the chatbot is closed. */
export const greetingVisible = (state: ChatbotButtonState) => state.greeting && !state.open;

/**
 * The floating chatbot button's logic (spec 000 §2.5, §9) as a page store, so its clock and touches
 * are tested without React or the DOM (tests/unit/chatbot/chatbotButtonStore.test.ts);
 * useChatbotButton is its adapter. `events` is the window whose touches end the greeting.
 */
export function createChatbotButtonStore(events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return createPageStore<ChatbotButtonState, ChatbotButtonActions>({ open: false, greeting: true }, (set, get) => {
    const stop = () => {
      clearTimeout(timer);
      for (const event of TOUCHES) events.removeEventListener(event, endGreeting, { capture: true });
    };
    function endGreeting() {
      stop();
      if (get().greeting) set({ greeting: false });
    }
    return {
      start() {
        if (get().greeting) {
          timer = setTimeout(endGreeting, CHAT_LIMITS.greetingMs);
          for (const event of TOUCHES) events.addEventListener(event, endGreeting, { capture: true, passive: true });
        }
        return stop;
      },
      toggle() {
        endGreeting();
        set({ open: !get().open });
      },
      close() {
        set({ open: false });
      },
    };
  });
}

export interface ChatbotButtonActions {
  /** Starts the greeting's 5 s and its touch listeners; answers the stop (an effect's clean-up). */
  start(): () => void;
  toggle(): void;
  close(): void;
}
