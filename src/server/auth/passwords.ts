import { hash, verify } from '@node-rs/argon2';

const options = { algorithm: 2 /* Argon2id; the package's enum is a const enum */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (plain: string) => hash(plain, options);

// Verifying against a real hash when the employee does not exist keeps the answer time the same.
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await (decoy ??= hashPassword('decoy-password')), plain).catch(() => false);
    return false;
  }
  return verify(storedHash, plain).catch(() => false);
}
