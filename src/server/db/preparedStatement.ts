import type { Compilable } from 'kysely';
import type { Database, Db } from './database.js';

/** Stands for an argument while the query is built; compiled into a positional parameter. */
class Argument {
  constructor(readonly key: string) {}
}

export type Arg<Args> = <K extends keyof Args & string>(key: K) => Args[K];

/** `arg(name)` for a builder: a value that stands for the argument `name` until the statement runs. */
export const placeholders = <Args>(): Arg<Args> => ((key: string) => new Argument(key)) as Arg<Args>;

/** A compiled statement's values with each placeholder replaced by its argument. */
export function bindArguments(values: readonly unknown[], args: Record<string, unknown>): unknown[] {
  return values.map((value) => (value instanceof Argument ? args[value.key] : value));
}

/**
 * A hot query of fixed shape, built and compiled by Kysely once (on first use) and run as a named
 * prepared statement, so neither the query builder nor PostgreSQL's planner works again on every
 * call. `build` receives `arg(name)` to stand for each value given at run time.
 */
export function preparedStatement<Args extends Record<string, unknown>, Row>(
  name: string,
  build: (db: Db, arg: Arg<Args>) => Compilable<Row>,
): (database: Database, args: Args) => Promise<Row[]> {
  let compiled: { text: string; values: unknown[] } | undefined;
  return async (database, args) => {
    if (!compiled) {
      const query = build(database.db, placeholders<Args>()).compile();
      compiled = { text: query.sql, values: [...query.parameters] };
    }
    return (await database.pool.query({ name, text: compiled.text, values: bindArguments(compiled.values, args) })).rows as Row[];
  };
}
