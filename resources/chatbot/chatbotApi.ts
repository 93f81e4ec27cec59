import { apiRequest } from '../../src/app/http/httpClient';
import { getLoginDetails } from '../../src/app/auth/loginStorage';
import type { ChatReplyBody } from './chatMessages';
import type { ChatbotApi, ChatFields } from './types';

const SESSION_KEY = 'chatSessionId';
let serviceUrl: Promise<string> | undefined;

/** Where the chatbot service answers (CHATBOT_URL, told by the product's public configuration). */
function chatbotUrl(): Promise<string> {
  serviceUrl ??= apiRequest<{ chatbotUrl?: string }>('/users/auth/config', { silent: true, skipRefresh: true }).then(
    (config) => (config?.chatbotUrl ?? '').replace(/\/$/, ''),
    (error: unknown) => {
      serviceUrl = undefined;
      throw error;
    },
  );
  return serviceUrl;
}

function formOf(fields: Record<string, string>, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

export const chatbotApi: ChatbotApi = {
  userId: () => getLoginDetails()?.userDetails?.empId ?? null,
  sessionId: () => {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  },
  async ask({ files, ...fields }: ChatFields, signal: AbortSignal) {
    const url = await chatbotUrl();
    // The service reads the employee's data through the product with the employee's own token.
    const response = await fetch(`${url}/api/chat`, {
      method: 'POST',
      body: formOf(fields, files),
      signal,
      headers: { Authorization: `Bearer ${getLoginDetails()?.token ?? ''}`, 'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
    const text = await response.text();
    let body: ChatReplyBody | null = null;
    try {
      body = text ? (JSON.parse(text) as ChatReplyBody) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  },
  async history(sessionId) {
    const kept = await apiRequest<{ messages: Awaited<ReturnType<ChatbotApi['history']>> }>('/chatbot', { query: { session_id: sessionId }, silent: true });
    return kept?.messages ?? [];
  },
  async keep({ files, ...fields }) {
    await apiRequest('/chatbot', { method: 'POST', body: formOf(fields, files), silent: true });
  },
};
