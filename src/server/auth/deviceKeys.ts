import crypto from 'node:crypto';
import type { Db } from '../db/database.js';
import { unauthorized } from '../http/AppError.js';

/** The header a device sync tool sends its key in (docs/swipes.md). */
export const DEVICE_KEY_HEADER = 'x-device-key';

/** Who a device-key call acts for: the organisation the key was made in. */
export interface DeviceContext {
  keyId: number;
  organizationId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    device?: DeviceContext;
  }
  interface FastifyContextConfig {
    /** The route also accepts a device key (X-Device-Key) in place of a session. */
    deviceKey?: boolean;
  }
}

/** Only this is stored: a key is 256 random bits, so a plain SHA-256 cannot be reversed or guessed. */
export const hashDeviceKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** A new key: shown to its maker once, never stored or answered again. */
export function newDeviceKey(): { key: string; hash: string; prefix: string } {
  const key = `swk_${crypto.randomBytes(32).toString('base64url')}`;
  return { key, hash: hashDeviceKey(key), prefix: key.slice(0, 10) };
}

/** The organisation of a live (not revoked) key; a wrong or revoked key is a 401. */
export async function authenticateDevice(db: Db, header: string | string[] | undefined): Promise<DeviceContext> {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 200) throw unauthorized('The device key is not valid');
  const row = await db
    .updateTable('swipe_device_key')
    .set({ last_used_at: new Date() })
    .where('key_hash', '=', hashDeviceKey(key))
    .where('revoked_at', 'is', null)
    .returning(['id', 'organization_id'])
    .executeTakeFirst();
  if (!row) throw unauthorized('The device key is not valid');
  return { keyId: row.id, organizationId: row.organization_id };
}
