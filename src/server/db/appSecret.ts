import crypto from 'node:crypto';
import type { Db } from './database.js';

/**
 * A random 256-bit key kept in the database under `name`, made on first use, so every process and
 * every restart agree on it.
 */
export async function appSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insertInto('app_secret')
    .values({ name, value: crypto.randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
