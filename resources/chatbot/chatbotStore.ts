import { createPageStore } from '../../src/app/pageStore/createPageStore';
import { CHAT_LIMITS, CHAT_TEXT, chatErrorText, replyText, type ChatOutcome } from './chatMessages';
import type { ChatbotApi, ChatMessage } from './types';

export interface ChatbotState {
  messages: ChatMessage[];
  draft: string;
  files: File[];
  /** A reply is pending: sending is blocked (spec 000 §4). */
  waiting: boolean;
  /** The alert shown for 4 s (spec 000 §8), or null. */
  alert: string | null;
}

/** What the widget sends as `feature` (spec 000 §3 names the field, not its values). */
export const CHAT_FEATURE = 'hr-assistant';

/**
 * The chatbot's logic (spec 000 §2.5, §4, §5, §8, §9) as a page store: no React, no DOM. The view
 * (ChatbotPanel) draws the state and calls the actions.
 */
export function createChatbotStore(api: ChatbotApi, now: () => Date = () => new Date()) {
  let nextId = 1;
  let alertTimer: ReturnType<typeof setTimeout> | undefined;
  let restored = false;
  const message = (from: ChatMessage['from'], text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
    id: nextId++,
    from,
    text,
    timestamp: now().toISOString(),
    ...extra,
  });

  return createPageStore<ChatbotState, ChatbotActions>(
    { messages: [message('bot', CHAT_TEXT.greeting)], draft: '', files: [], waiting: false, alert: null },
    (set, get) => {
      const showAlert = (text: string) => {
        clearTimeout(alertTimer);
        set({ alert: text });
        alertTimer = setTimeout(() => set({ alert: null }), CHAT_LIMITS.alertMs);
      };
      /** Spec 000 §5: at most 5 files, each at most 15 MB; the alert names the refused ones. */
      const filesProblem = (files: File[]): string | null => {
        if (files.length > CHAT_LIMITS.maxFiles) return CHAT_TEXT.tooManyFiles;
        const large = files.filter((file) => file.size > CHAT_LIMITS.maxFileBytes).map((file) => file.name);
        return large.length ? CHAT_TEXT.tooLarge(large) : null;
      };

      const actions: ChatbotActions = {
        restore: async () => {
          if (restored || !api.userId()) return;
          restored = true;
          const kept = await api.history(api.sessionId()).catch(() => []);
          // Only into an untouched window: a message sent meanwhile keeps the window as it is.
          if (!kept.length || get().messages.length > 1) return;
          set({
            messages: [
              ...get().messages,
              ...kept.map((row) => ({ id: nextId++, from: row.from, text: row.text, timestamp: row.timestamp, ...(row.files?.length ? { files: row.files.map((file) => file.name) } : {}) })),
            ],
          });
        },
        setDraft: (draft) => set({ draft }),
        addFiles: (added) => {
          const all = [...get().files, ...added];
          const problem = filesProblem(all);
          if (problem) {
            showAlert(problem);
            // Too many: nothing added. Too large: the others are kept.
            if (all.length <= CHAT_LIMITS.maxFiles) set({ files: all.filter((file) => file.size <= CHAT_LIMITS.maxFileBytes) });
            return;
          }
          set({ files: all });
        },
        removeFile: (index) => set({ files: get().files.filter((_, at) => at !== index) }),
        dismissAlert: () => {
          clearTimeout(alertTimer);
          set({ alert: null });
        },
        send: async (text) => {
          const state = get();
          const query = (text ?? state.draft).trim();
          if (state.waiting) return showAlert(CHAT_TEXT.waiting);
          if (!query) return showAlert(CHAT_TEXT.emptyMessage);
          const userId = api.userId();
          if (!userId) return showAlert(CHAT_TEXT.noUser);
          const problem = filesProblem(state.files);
          if (problem) return showAlert(problem);

          const files = text === undefined ? state.files : [];
          const sessionId = api.sessionId();
          set({
            messages: [...state.messages, message('user', query, files.length ? { files: files.map((file) => file.name) } : {})],
            draft: text === undefined ? '' : state.draft,
            files: text === undefined ? [] : state.files,
            waiting: true,
          });
          // Spec 000 §7: the product's call, sent in parallel with the service's.
          const kept = api.keep({ session_id: sessionId, from: 'user', query, feature: CHAT_FEATURE, files }).catch(() => undefined);
          const outcome = await askWithTimeout(api, { user_id: userId, session_id: sessionId, query, feature: CHAT_FEATURE, files });
          const error = chatErrorText(outcome);
          if (error || outcome.kind !== 'answer') {
            set({ waiting: false });
            showAlert(error ?? CHAT_TEXT.other);
            return;
          }
          const reply = replyText(outcome.body);
          set({
            waiting: false,
            messages: [...get().messages, message('bot', reply, { links: outcome.body?.links ?? [], suggestions: outcome.body?.suggestions ?? [] })],
          });
          await kept;
          await api.keep({ session_id: sessionId, from: 'bot', query: reply, feature: CHAT_FEATURE, files: [] }).catch(() => undefined);
        },
      };
      return actions;
    },
  );
}

export interface ChatbotActions {
  /** Once, when the window first opens: this browser session's conversation as the product kept it, after the greeting (a reload keeps it). */
  restore(): Promise<void>;
  setDraft(draft: string): void;
  addFiles(files: File[]): void;
  removeFile(index: number): void;
  dismissAlert(): void;
  /** Sends the draft and its files, or `text` (a quick reply) alone. */
  send(text?: string): Promise<void>;
}

export type ChatbotStore = ReturnType<typeof createChatbotStore>;

/** Spec 000 §4/§9: a reply later than 40 s is abandoned (and its request aborted) as a time-out. */
async function askWithTimeout(api: ChatbotApi, fields: Parameters<ChatbotApi['ask']>[0]): Promise<ChatOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<ChatOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: 'timeout' });
    }, CHAT_LIMITS.timeoutMs);
  });
  const answer = api.ask(fields, controller.signal).then(
    ({ status, body }): ChatOutcome => ({ kind: 'answer', status, body }),
    // fetch rejects with a TypeError when the service cannot be reached.
    (error: unknown): ChatOutcome => (controller.signal.aborted ? { kind: 'timeout' } : error instanceof TypeError ? { kind: 'network' } : { kind: 'failed' }),
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
