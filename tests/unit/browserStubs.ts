import { vi } from 'vitest';

/** Enough of the Web Storage API for the session code under test. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** Node has no browser storage or window; give each test fresh ones. */
export function stubBrowser(pathname = '/dashboard') {
  const assign = vi.fn();
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('window', { location: { pathname, origin: 'http://localhost', assign }, addEventListener() {}, removeEventListener() {} });
  return { assign };
}
