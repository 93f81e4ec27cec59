import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Master tables are known only at run time, from the schema files; their names and columns come
 * from the loaded definitions (never from a request), so the untyped builder is safe here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const dynamic = (db: Db) => db as unknown as Kysely<any>;
