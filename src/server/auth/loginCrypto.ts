import crypto from 'node:crypto';
import { badRequest } from '../http/AppError.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * This process's RSA key pair, made when the first server of the process starts. Every server a
 * process builds shares it (tests build several): making one costs 0.1–1.5 s of a core.
 */
let processKeys: { publicKey: string; privateKey: crypto.KeyObject } | undefined;
function keysOfThisProcess() {
  if (!processKeys) {
    const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    processKeys = { publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), privateKey };
  }
  return processKeys;
}

/**
 * The login's transport encryption (spec 000 §7): the browser encrypts the password under a fresh
 * AES-256-GCM key and sends that key wrapped with this process's RSA-OAEP (SHA-256) public key.
 */
export class LoginCrypto {
  readonly publicKey: string;
  readonly #privateKey: crypto.KeyObject;

  constructor() {
    const keys = keysOfThisProcess();
    this.publicKey = keys.publicKey;
    this.#privateKey = keys.privateKey;
  }

  decryptPassword(password: unknown, keyExchanger: unknown): string {
    if (typeof password !== 'string' || typeof keyExchanger !== 'string') {
      throw badRequest('Invalid login request. Please reload the page and try again.');
    }
    try {
      const key = crypto.privateDecrypt(
        { key: this.#privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(keyExchanger, 'base64'),
      );
      if (key.length !== 32) throw new Error('AES key must be 256 bits');
      const sealed = Buffer.from(password, 'base64');
      if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('ciphertext too short');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw badRequest('Invalid login request. Please reload the page and try again.');
    }
  }
}

/** What the browser does, for tests and scripts that sign in without a browser. */
export function encryptForLogin(publicKeyBase64: string, plain: string): { password: string; keyExchanger: string } {
  const key = crypto.randomBytes(32);
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const wrapped = crypto.publicEncrypt(
    {
      key: crypto.createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' }),
      padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    key,
  );
  return { password: Buffer.concat([iv, body]).toString('base64'), keyExchanger: wrapped.toString('base64') };
}
