import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { PageStore } from './createPageStore';

/**
 * A page's store for one mounted page: made once, started once (its first reads), and its state
 * spread beside `actions` so the view reads `view.tab` and calls `view.actions.setTab`.
 */
export function usePageStore<State, Actions extends object>(create: () => PageStore<State, Actions>, start: (store: Actions) => Promise<unknown>) {
  const [store] = useState(create);
  const state = useStore(store);
  useEffect(() => {
    void start(store);
    // Once per store: `start` is the page's first read, not something that changes.
  }, [store]);
  return { ...state, actions: store };
}
