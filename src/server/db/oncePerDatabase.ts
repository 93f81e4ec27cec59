import type { Db } from './database.js';

/** Keyed by the database's query adapter, which its transactions share (a transaction is a new handle). */
const answers = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * A fact about a database's schema that cannot change while the process runs (master tables and
 * their columns are made by the start-up sync before any route answers, and never dropped), asked
 * once per database rather than on every call — a transaction asks its database's answer. Per
 * database, not per process: one process may hold several (tests, the bench), each with its own
 * schema folder.
 */
export function oncePerDatabase<T>(db: Db, key: string, ask: () => Promise<T>): Promise<T> {
  const database = db.getExecutor().adapter;
  let known = answers.get(database);
  if (!known) answers.set(database, (known = new Map()));
  let answer = known.get(key) as Promise<T> | undefined;
  if (!answer) known.set(key, (answer = ask()));
  return answer;
}
