import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec 002 §9: chunk load timeout 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Rejects when the promise has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * React.lazy with the chunk load timeout: a chunk that does not arrive in 120 s throws, and the
 * error page offers a reload.
 */
// `any` as in React.lazy's own signature: the page keeps its props type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(loader: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => withTimeout(loader(), CHUNK_LOAD_TIMEOUT_MS, 'Chunk load timed out'));
}
