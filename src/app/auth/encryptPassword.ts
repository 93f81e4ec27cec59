import { apiRequest } from '../http/httpClient';

export interface EncryptedPassword {
  /** base64(12-byte IV ‖ AES-256-GCM ciphertext with its 16-byte tag) */
  password: string;
  /** base64(RSA-OAEP/SHA-256 of the raw AES key) */
  keyExchanger: string;
}

const IV_BYTES = 12;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), char => char.charCodeAt(0));
}

/** The password never leaves the browser in clear text, even where TLS is terminated before the server. */
export async function encryptWithPublicKey(password: string, publicKeyBase64: string): Promise<EncryptedPassword> {
  const { subtle } = globalThis.crypto;
  const publicKey = await subtle.importKey('spki', fromBase64(publicKeyBase64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const sessionKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipherText = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, sessionKey, new TextEncoder().encode(password)));
  const rawKey = await subtle.exportKey('raw', sessionKey);
  const wrappedKey = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey));

  const payload = new Uint8Array(IV_BYTES + cipherText.length);
  payload.set(iv);
  payload.set(cipherText, IV_BYTES);
  return { password: toBase64(payload), keyExchanger: toBase64(wrappedKey) };
}

/** Fetches the server's public key and encrypts the password for POST /api/users/auth/login. */
export async function encryptPassword(password: string): Promise<EncryptedPassword> {
  const { publicKey } = await apiRequest<{ publicKey: string }>('/crypto/public-key', { silent: true, skipRefresh: true });
  return encryptWithPublicKey(password, publicKey);
}
