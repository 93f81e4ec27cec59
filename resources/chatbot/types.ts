import type { ChatReplyBody } from './chatMessages';

/** Spec 000 §3: a chat message (from bot or user, text, timestamp), with what the widget adds. */
export interface ChatMessage {
  id: number;
  from: 'bot' | 'user';
  text: string;
  /** ISO instant. */
  timestamp: string;
  files?: string[];
  links?: { label: string; path: string }[];
  suggestions?: string[];
}

/** Spec 000 §3: a chat request's form fields. */
export interface ChatFields {
  user_id: string;
  session_id: string;
  query: string;
  feature: string;
  files: File[];
}

/** The chatbot's calls, behind an interface so a test hands in a fake (docs/frontend.md). */
export interface ChatbotApi {
  /** The signed-in employee's ID (spec 000 §5: a user id must exist), or null. */
  userId(): string | null;
  /** This browser session's conversation id. */
  sessionId(): string;
  /** POST /api/chat on the chatbot service; throws when the call fails (network, abort). */
  ask(fields: ChatFields, signal: AbortSignal): Promise<{ status: number; body: ChatReplyBody | null }>;
  /** POST /api/chatbot on the product, which keeps the conversation; failures are the product's to log, not the chat's. */
  keep(message: { session_id: string; from: 'bot' | 'user'; query: string; feature: string; files: File[] }): Promise<void>;
  /** GET /api/chatbot: this conversation as the product kept it (after a reload of the page). */
  history(sessionId: string): Promise<{ from: 'bot' | 'user'; text: string; timestamp: string; files?: { name: string }[] }[]>;
}
