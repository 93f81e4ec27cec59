import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastGate, TOAST_TIMINGS } from '../../src/app/toast/toastGate';

describe('toast gate (spec 000 §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec timings: others suppressed for 3 s, auto-close after 1 s', () => {
    expect(TOAST_TIMINGS).toEqual({ suppressMs: 3000, autoCloseMs: 1000 });
  });

  it('shows one message and drops the others for 3 s', () => {
    const gate = createToastGate();
    expect(gate.show('first', 'error')).toBe(true);
    expect(gate.show('second', 'error')).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(gate.show('third', 'success')).toBe(false);
    expect(gate.current()?.message).toBe('first');

    vi.advanceTimersByTime(1);
    expect(gate.show('fourth', 'success')).toBe(true);
    expect(gate.current()).toMatchObject({ message: 'fourth', severity: 'success', open: true });
  });

  it('suppresses a repeat of the same message too', () => {
    const gate = createToastGate();
    gate.show('Something went wrong!', 'error');
    expect(gate.show('Something went wrong!', 'error')).toBe(false);
  });

  it('closes a toast after 1 s and keeps its text for the exit transition', () => {
    const gate = createToastGate();
    gate.show('Login successful', 'success');
    vi.advanceTimersByTime(999);
    expect(gate.current()?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(gate.current()).toMatchObject({ message: 'Login successful', open: false });
  });

  it('tells subscribers about showing and closing, and stops after unsubscribe', () => {
    const gate = createToastGate();
    const listener = vi.fn();
    const unsubscribe = gate.subscribe(listener);
    gate.show('hello');
    expect(listener).toHaveBeenCalledTimes(1);
    gate.close();
    expect(listener).toHaveBeenCalledTimes(2);
    gate.close();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(3000);
    gate.show('again');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('defaults to info and gives each shown toast a new id', () => {
    const gate = createToastGate({ suppressMs: 0, autoCloseMs: 1000 });
    gate.show('a');
    const first = gate.current();
    gate.show('b');
    expect(first?.severity).toBe('info');
    expect(gate.current()?.id).not.toBe(first?.id);
  });
});
