import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/auth/passwords.js';

/**
 * The production cost of a stored password (OWASP's argon2id minimum: 19 MiB, two passes). The test
 * template's demo employees carry a cheaper hash (tests/helpers/testDatabases.ts), so this is where
 * the parameters every real password gets are held.
 */
describe('stored passwords', () => {
  it('are hashed with argon2id at 19 MiB, two passes, one lane, and verified against that hash', async () => {
    const stored = await hashPassword('Correct#Horse1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Correct#Horse1')).toBe(true);
    expect(await verifyPassword(stored, 'Correct#Horse2')).toBe(false);
    expect(await verifyPassword(null, 'Correct#Horse1')).toBe(false);
  });
});
