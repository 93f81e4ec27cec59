import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { SecretBox } from '../../src/server/secrets/SecretBox.js';

describe('SecretBox (stored secrets)', () => {
  const box = new SecretBox(crypto.randomBytes(32));

  it('seals a secret so the stored text does not hold it, and opens it again', () => {
    const sealed = box.seal('smtp p@ss wörd');
    expect(sealed).toMatch(/^enc:v1:/);
    expect(sealed).not.toContain('smtp');
    expect(box.seal('smtp p@ss wörd')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('smtp p@ss wörd');
  });

  it('refuses a tampered value, one sealed under another key, and plain text', () => {
    const sealed = box.seal('secret');
    const bytes = Buffer.from(sealed.slice('enc:v1:'.length), 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => box.open(`enc:v1:${bytes.toString('base64')}`)).toThrow();
    expect(() => new SecretBox(crypto.randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('secret')).toThrow('Not a sealed secret');
  });

  it('takes SECRET_KEY only as 32 base64-encoded bytes', () => {
    const key = crypto.randomBytes(32);
    expect(loadConfig({ SECRET_KEY: key.toString('base64') }).secretKey?.equals(key)).toBe(true);
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow('SECRET_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32)');
    expect(loadConfig({}).secretKey).toBeUndefined();
  });
});
