import { PAGES, type Answer } from './answers.js';
import type { ProductClient } from './productClient.js';

/**
 * A request the chatbot proposed: what it sends on the employee's Yes (`request`, the page's own
 * payload) and what it says once the product took it (`done`).
 */
export interface PendingAction {
  kind: 'ticket' | 'regularization' | 'leave';
  request: Record<string, unknown>;
  done: string;
}

interface Taken {
  kind: PendingAction['kind'];
  action: Omit<PendingAction, 'kind'>;
  file: { name: string; base64: string } | null;
}

/** Where each kind is sent: the page's own API. */
const SENT_TO = { ticket: '/help-desk', regularization: '/attendance-regularization', leave: '/leave/apply' } as const;
const SHOWN_ON = { ticket: PAGES.myRequests, regularization: PAGES.regularization, leave: PAGES.leaveApply } as const;

/**
 * The product keeps the proposed request (PUT /api/chatbot/pending, docs/chatbot.md), not this
 * process: a restarted service, or another one, finds it; it is the employee's own, by their token.
 */
export async function keepPending(product: ProductClient, sessionId: string, action: PendingAction, file: File | null): Promise<void> {
  const form = new FormData();
  form.append('session_id', sessionId);
  form.append('kind', action.kind);
  form.append('action', JSON.stringify({ request: action.request, done: action.done }));
  if (file) form.append('file', file, file.name);
  await product.put('/chatbot/pending', form);
}

/** Takes (and so deletes) the waiting request: null when none waits. Of two confirmations one gets it. */
export async function takePending(product: ProductClient, sessionId: string): Promise<Taken | null> {
  return (await product.delete<Taken | null>('/chatbot/pending', { session_id: sessionId })) ?? null;
}

/** Sends a taken request through the page's own API, with the confirming message's token. */
export async function sendPending(product: ProductClient, taken: Taken): Promise<Answer> {
  const { request, done } = taken.action;
  if (taken.kind === 'ticket') {
    const form = new FormData();
    form.append('selfRequest', 'Yes');
    for (const [name, value] of Object.entries(request)) form.append(name, String(value));
    if (taken.file) form.append('file', new File([Buffer.from(taken.file.base64, 'base64')], taken.file.name), taken.file.name);
    await product.post(SENT_TO.ticket, form);
  } else {
    await product.post(SENT_TO[taken.kind], request);
  }
  return { text: done, links: [SHOWN_ON[taken.kind]] };
}
