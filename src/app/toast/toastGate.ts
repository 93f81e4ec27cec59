import type { ReactNode } from 'react';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  message: ReactNode;
  severity: ToastSeverity;
  open: boolean;
}

export interface ToastGateTimings {
  /** After a toast is shown, every other toast is dropped for this long (spec 000 §9: 3 s). */
  suppressMs: number;
  /** A shown toast closes itself after this long (spec 000 §9: 1 s). */
  autoCloseMs: number;
}

export const TOAST_TIMINGS: ToastGateTimings = { suppressMs: 3000, autoCloseMs: 1000 };

export interface ToastGate {
  /** Shows the toast unless another one was shown less than `suppressMs` ago; tells whether it was shown. */
  show(message: ReactNode, severity?: ToastSeverity): boolean;
  close(): void;
  current(): Toast | null;
  subscribe(listener: () => void): () => void;
}

/**
 * One message at a time: a burst of failures (several calls failing together, or react-admin repeating the
 * error the HTTP layer already reported) shows the first message only.
 */
export function createToastGate(timings: ToastGateTimings = TOAST_TIMINGS): ToastGate {
  const listeners = new Set<() => void>();
  let toast: Toast | null = null;
  let nextId = 1;
  let gateOpensAt = 0;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const emit = () => listeners.forEach(listener => listener());

  const close = () => {
    clearTimeout(closeTimer);
    // Keep the last toast (closed) so the host can play the exit transition with its text still in place.
    if (toast?.open) {
      toast = { ...toast, open: false };
      emit();
    }
  };

  return {
    show(message, severity = 'info') {
      const now = Date.now();
      if (now < gateOpensAt) return false;
      gateOpensAt = now + timings.suppressMs;
      toast = { id: nextId++, message, severity, open: true };
      clearTimeout(closeTimer);
      closeTimer = setTimeout(close, timings.autoCloseMs);
      emit();
      return true;
    },
    close,
    current: () => toast,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
