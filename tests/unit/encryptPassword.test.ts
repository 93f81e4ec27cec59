import { createDecipheriv, generateKeyPairSync, privateDecrypt, constants } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptWithPublicKey } from '../../src/app/auth/encryptPassword';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKeyBase64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** What the server does with { password, keyExchanger } (docs/api-contract.md). */
function decrypt(password: string, keyExchanger: string): string {
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(keyExchanger, 'base64'),
  );
  const payload = Buffer.from(password, 'base64');
  const iv = payload.subarray(0, 12);
  const tag = payload.subarray(payload.length - 16);
  const cipherText = payload.subarray(12, payload.length - 16);
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(cipherText), decipher.final()]).toString('utf8');
}

describe('encryptWithPublicKey', () => {
  it('produces IV ‖ AES-GCM ciphertext+tag and an RSA-OAEP/SHA-256 wrapped 256-bit key', async () => {
    const secret = 'Pässwörd-✓ 123';
    const { password, keyExchanger } = await encryptWithPublicKey(secret, publicKeyBase64);

    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(keyExchanger, 'base64'),
    );
    expect(aesKey).toHaveLength(32);
    expect(Buffer.from(password, 'base64')).toHaveLength(12 + Buffer.byteLength(secret) + 16);
    expect(decrypt(password, keyExchanger)).toBe(secret);
  });

  it('uses a fresh key and IV every time', async () => {
    const first = await encryptWithPublicKey('same', publicKeyBase64);
    const second = await encryptWithPublicKey('same', publicKeyBase64);
    expect(first.password).not.toBe(second.password);
    expect(first.keyExchanger).not.toBe(second.keyExchanger);
    expect(decrypt(second.password, second.keyExchanger)).toBe('same');
  });
});
