import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

const options = { algorithm: 2 /* Argon2id; the package's enum is a const enum */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Every argon2 hash or verification in the process waits its turn here: at most one per core runs
 * at once (each takes ~19 MB and a core for tens of milliseconds), so a flood of sign-ins or resets
 * queues instead of starving the server's other work.
 */
const argon2Slots = pLimit(Math.max(1, os.availableParallelism()));

export const hashPassword = (plain: string) => argon2Slots(() => hash(plain, options));

// Verifying against a real hash when the employee does not exist keeps the answer time the same.
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  const against = storedHash || (await (decoy ??= hashPassword('decoy-password')));
  const matches = await argon2Slots(() => verify(against, plain)).catch(() => false);
  return Boolean(storedHash) && matches;
}
