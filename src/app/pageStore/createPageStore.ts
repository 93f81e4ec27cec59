import { createStore, type StoreApi } from 'zustand/vanilla';

/** A page's logic: its state in a zustand store (getState, subscribe) and the page's actions beside them. */
export type PageStore<State, Actions> = StoreApi<State> & Actions;

/** Replaces the named fields of the state (zustand merges one level deep). */
export type SetState<State> = (patch: Partial<State>) => void;

/**
 * A page store (docs/frontend.md): the actions are written against `set` and `get`, and a test
 * drives them without React or the DOM. The actions sit on the store, not in its state, so the
 * state stays plain data a test can compare.
 */
export function createPageStore<State, Actions extends object>(
  initial: State,
  actions: (set: SetState<State>, get: () => State) => Actions,
): PageStore<State, Actions> {
  const store = createStore<State>()(() => initial);
  return Object.assign(store, actions((patch) => store.setState(patch), store.getState));
}
