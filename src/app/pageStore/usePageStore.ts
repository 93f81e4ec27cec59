import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { ExtractState, StoreApi } from 'zustand/vanilla';

/**
 * A page's store for one mounted page: made once, started once (its first reads), and its state
 * spread beside `actions` so the view reads `view.tab` and calls `view.actions.setTab`.
 */
export function usePageStore<Store extends StoreApi<object>>(create: () => Store, start: (store: Store) => Promise<unknown>) {
  const [store] = useState(create);
  const state: ExtractState<Store> = useStore(store);
  useEffect(() => {
    void start(store);
    // Once per store: `start` is the page's first read, not something that changes.
  }, [store]);
  return { ...state, actions: store };
}
