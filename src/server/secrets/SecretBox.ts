import crypto from 'node:crypto';
import type { Config } from '../config.js';
import { appSecret } from '../db/appSecret.js';
import type { Db } from '../db/database.js';

const PREFIX = 'enc:v1:';

/**
 * Seals the secrets a schema marks writeOnly (an organisation's mail password) before they are
 * stored, with AES-256-GCM, so a database dump or backup does not hold them in the clear. Only
 * the server opens them, to use them (the mailer).
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The secret key must be 32 bytes');
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
  }

  /** Throws for a value not sealed with this key (tampered with, or sealed under another SECRET_KEY). */
  open(stored: string): string {
    if (!stored.startsWith(PREFIX)) throw new Error('Not a sealed secret');
    const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/** The product's box: sealed with SECRET_KEY, or, without one, with a key kept in the database. */
export async function openSecretBox(db: Db, config: Pick<Config, 'secretKey'>): Promise<SecretBox> {
  return new SecretBox(config.secretKey ?? (await appSecret(db, 'secret-box')));
}
