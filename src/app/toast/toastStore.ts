import { useSyncExternalStore, type ReactNode } from 'react';
import { createToastGate, type Toast, type ToastSeverity } from './toastGate';

/** The application's single toast gate: the HTTP layer, the pages and react-admin all show toasts through it. */
const gate = createToastGate();

export function showToast(message: ReactNode, severity: ToastSeverity = 'info'): boolean {
  return gate.show(message, severity);
}

export function closeToast(): void {
  gate.close();
}

export function useToast(): Toast | null {
  return useSyncExternalStore(gate.subscribe, gate.current);
}
