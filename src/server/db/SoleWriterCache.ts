import type pg from 'pg';

/** Read results kept, beyond which the oldest are forgotten (and read again when asked). */
const RESULTS_KEPT = 5_000;

/** A statement that cannot change data: anything else (a write, DDL, BEGIN/COMMIT, a CTE) counts as a write. */
const READ_ONLY = /^\s*select\b/i;

/**
 * Read results of the one process that can write the database, kept until that process issues its
 * next write. Only true for PGlite: its data directory is locked to this process (lockFile.ts) and
 * reached through this process's one connection, so every change to the data is a statement sent
 * through that connection, and the cache sees it being sent. Never used with DATABASE_URL (other
 * processes and instances write there): there, database.cache is undefined and every read goes to
 * the database.
 *
 * Exact, not time-based: any statement other than a SELECT empties the cache the moment it is
 * sent (before it runs), and a result is kept only if no such statement was sent while it was
 * being read. So a logout (an UPDATE of the session) ends access at the very next call, as on
 * PostgreSQL. Coarse on purpose: one write forgets everything, which a read-mostly console can
 * afford and which needs no knowledge of which tables a read touches.
 */
export class SoleWriterCache {
  private results = new Map<string, unknown>();
  private generation = 0;

  /** Watches every statement this connection sends (installed on PGlite's one connection). */
  watch(client: pg.ClientBase): void {
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
      if (!text || !READ_ONLY.test(text)) this.written();
      return send(config, ...rest);
    };
  }

  /** The result stored under `key`, read by `load` when absent or when a write came after it. */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.results.has(key)) return this.results.get(key) as T;
    const before = this.generation;
    const value = await load();
    if (this.generation === before) {
      if (this.results.size >= RESULTS_KEPT) this.results.delete(this.results.keys().next().value!);
      this.results.set(key, value);
    }
    return value;
  }

  private written(): void {
    this.generation++;
    this.results.clear();
  }
}

/** `load`'s result, through the sole writer's cache where there is one (PGlite), else straight from the database. */
export function readThrough<T>(database: { cache?: SoleWriterCache }, key: string, load: () => Promise<T>): Promise<T> {
  return database.cache ? database.cache.read(key, load) : load();
}
