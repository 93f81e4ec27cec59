import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatbotButtonStore, greetingVisible } from '../../../src/app/layout/chatbotButtonStore';

/** useChatbotButton's store on a fake window and a fake clock (spec 000 §2.5, §9: the greeting bubble for 5 s while closed). */
describe('the chatbot button’s greeting bubble', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const started = () => {
    const events = new EventTarget();
    const store = createChatbotButtonStore(events);
    const stop = store.start();
    return { store, events, stop, visible: () => greetingVisible(store.getState()) };
  };

  it('shows before 5 s and is gone at 5 s', () => {
    const { visible, stop } = started();
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(4_999);
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(false);
    stop();
  });

  it('is not shown while the chat is open, and does not come back on closing', () => {
    const { store, visible, stop } = started();
    vi.advanceTimersByTime(1_000);
    store.toggle();
    expect(store.getState().open).toBe(true);
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(1_000);
    store.close();
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(visible()).toBe(false);
    stop();
  });

  it('ends at the first touch, and a stopped store (the unmounted button) leaves no timer or listener', () => {
    const { events, visible, stop } = started();
    events.dispatchEvent(new Event('pointerdown'));
    expect(visible()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    stop();

    const again = started();
    again.stop();
    expect(vi.getTimerCount()).toBe(0);
    // A remount (React's strict mode starts, stops and starts again) gets the whole 5 s.
    const restarted = again.store.start();
    vi.advanceTimersByTime(4_999);
    expect(again.visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(again.visible()).toBe(false);
    restarted();
  });
});
