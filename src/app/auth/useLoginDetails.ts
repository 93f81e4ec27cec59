import { useSyncExternalStore } from 'react';
import { getLoginDetails, subscribe } from './loginStorage';
import type { LoginDetails } from './types';

/** The stored session; re-renders on sign-in, refresh, role switch and sign-out (also from other tabs). */
export function useLoginDetails(): LoginDetails | null {
  return useSyncExternalStore(subscribe, getLoginDetails);
}
