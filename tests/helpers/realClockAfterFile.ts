import { afterAll, vi } from 'vitest';

/**
 * API and browser files share their worker's module graph (vitest.config.ts, `isolate: false`): a file whose
 * fake clock outlived it — a failed `afterAll` before its `vi.useRealTimers()` — would hand it to the
 * next file of the worker. Every file ends on the real clock.
 */
afterAll(() => {
  vi.useRealTimers();
});
