import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TEXT } from '../../../resources/chatbot/chatMessages';
import { createChatbotStore } from '../../../resources/chatbot/chatbotStore';
import type { ChatbotApi } from '../../../resources/chatbot/types';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

function fakeApi(ask: ChatbotApi['ask'], userId: string | null = 'EMP001') {
  const kept: { from: string; query: string }[] = [];
  const api: ChatbotApi = {
    userId: () => userId,
    sessionId: () => 's-1',
    ask,
    keep: async (message) => void kept.push({ from: message.from, query: message.query }),
    history: async () => [],
  };
  return { api, kept };
}

describe('the chatbot widget (spec 000 §2.5, §4, §5, §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the greeting, sends, shows the reply with sender and timestamp, and keeps both on the product', async () => {
    const { api, kept } = fakeApi(async (fields) => ({ status: 200, body: { session_id: fields.session_id, response: `You asked: ${fields.query}`, links: [{ label: 'Calendar', path: '/attendance/calendar' }] } }));
    const store = createChatbotStore(api);
    expect(store.getState().messages[0]).toMatchObject({ from: 'bot', text: 'Hello! How can I help you today?' });
    store.setDraft('  what is my CL balance ');
    await store.send();
    const { messages, draft, waiting } = store.getState();
    expect(messages.map((m) => [m.from, m.text])).toEqual([
      ['bot', 'Hello! How can I help you today?'],
      ['user', 'what is my CL balance'],
      ['bot', 'You asked: what is my CL balance'],
    ]);
    expect(messages[2].links).toEqual([{ label: 'Calendar', path: '/attendance/calendar' }]);
    expect(Number.isNaN(Date.parse(messages[1].timestamp))).toBe(false);
    expect(draft).toBe('');
    expect(waiting).toBe(false);
    expect(kept).toEqual([
      { from: 'user', query: 'what is my CL balance' },
      { from: 'bot', query: 'You asked: what is my CL balance' },
    ]);
  });

  it('refuses an empty message, a missing user and a second message while waiting; the alert hides after 4 s', async () => {
    let answer!: (value: { status: number; body: { response: string } }) => void;
    const { api } = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const store = createChatbotStore(api);
    await store.send();
    expect(store.getState().alert).toBe(CHAT_TEXT.emptyMessage);
    vi.advanceTimersByTime(3999);
    expect(store.getState().alert).toBe(CHAT_TEXT.emptyMessage);
    vi.advanceTimersByTime(1);
    expect(store.getState().alert).toBeNull();

    const pending = store.send('hi');
    expect(store.getState().waiting).toBe(true);
    await store.send('again');
    expect(store.getState().alert).toBe(CHAT_TEXT.waiting);
    answer({ status: 200, body: { response: 'Hello' } });
    await pending;
    expect(store.getState().messages.filter((m) => m.from === 'user').map((m) => m.text)).toEqual(['hi']);

    const signedOut = createChatbotStore(fakeApi(async () => ({ status: 200, body: { response: 'x' } }), null).api);
    await signedOut.send('hi');
    expect(signedOut.getState().alert).toBe(CHAT_TEXT.noUser);
  });

  it('takes at most 5 files of 15 MB each, naming the large ones', () => {
    const store = createChatbotStore(fakeApi(async () => ({ status: 200, body: {} })).api);
    store.addFiles([file('a.png', 10), file('big.pdf', 15728641), file('ok.pdf', 15728640)]);
    expect(store.getState().alert).toBe('File(s) too large: big.pdf. Maximum file size is 15MB each.');
    expect(store.getState().files.map((f) => f.name)).toEqual(['a.png', 'ok.pdf']);
    store.addFiles([file('1', 1), file('2', 1), file('3', 1), file('4', 1)]);
    expect(store.getState().alert).toBe('Too many files selected. Maximum 5 files allowed.');
    expect(store.getState().files).toHaveLength(2);
  });

  it('shows the kept conversation after a reload, below the greeting', async () => {
    const { api } = fakeApi(async () => ({ status: 200, body: { response: 'x' } }));
    api.history = async () => [
      { from: 'user', text: 'cl balance', timestamp: '2026-11-27T09:00:00.000Z' },
      { from: 'bot', text: 'Your Casual Leave (CL): 8 days.', timestamp: '2026-11-27T09:00:01.000Z' },
    ];
    const store = createChatbotStore(api);
    await store.restore();
    expect(store.getState().messages.map((m) => [m.from, m.text])).toEqual([
      ['bot', 'Hello! How can I help you today?'],
      ['user', 'cl balance'],
      ['bot', 'Your Casual Leave (CL): 8 days.'],
    ]);
  });

  it('says every error of spec 000 §8', async () => {
    const cases: [ChatbotApi['ask'], string][] = [
      [() => Promise.reject(new TypeError('Failed to fetch')), CHAT_TEXT.network],
      [async () => ({ status: 400, body: null }), 'Invalid request. Please check your message and try again.'],
      [async () => ({ status: 401, body: null }), 'Authentication error. Please log in again.'],
      [async () => ({ status: 500, body: null }), 'Server error. Please try again later.'],
      [async () => ({ status: 200, body: { error: 'Quota exceeded' } }), 'Error: Quota exceeded. Please try again.'],
      [async () => ({ status: 200, body: { error: true } }), 'Error: Something went wrong. Please try again.'],
      [async () => ({ status: 200, body: { session_id: 's-1' } }), "Sorry, I'm having trouble responding right now. Please try again."],
      [async () => ({ status: 503, body: null }), "Sorry, I'm having trouble connecting. Please check your internet connection and try again."],
      [() => Promise.reject(new Error('boom')), "Sorry, I'm having trouble connecting. Please check your internet connection and try again."],
    ];
    for (const [ask, text] of cases) {
      const store = createChatbotStore(fakeApi(ask).api);
      await store.send('hello');
      expect(store.getState().alert).toBe(text);
      expect(store.getState().waiting).toBe(false);
    }
  });

  it('gives up after 40 s with the time-out text and lets the employee send again', async () => {
    let aborted = false;
    const store = createChatbotStore(fakeApi((_, signal) => new Promise(() => signal.addEventListener('abort', () => (aborted = true)))).api);
    const pending = store.send('hello');
    await vi.advanceTimersByTimeAsync(39_999);
    expect(store.getState().waiting).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(aborted).toBe(true);
    expect(store.getState()).toMatchObject({ waiting: false, alert: 'Something went wrong Please try again' });
  });
});
