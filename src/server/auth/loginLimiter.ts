import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { AppError } from '../http/AppError.js';
import { databaseRateLimiter } from '../http/databaseRateLimiter.js';

const WINDOW_SECONDS = 15 * 60;
/** Failures one address may make on one account before that pair is locked out. */
export const PAIR_FAILURES = 5;
/** Failures one address may make on all accounts together before the address is locked out. */
export const ADDRESS_FAILURES = 30;
/** Failures on one account (from anywhere) before every attempt on it is slowed down. */
export const ACCOUNT_FREE_FAILURES = 5;
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;

/** The slow-down an account's attempts wait after `failures` failures: doubling, capped. */
export function accountDelayMs(failures: number): number {
  if (failures <= ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - ACCOUNT_FREE_FAILURES - 1), MAX_DELAY_MS);
}

/**
 * Limits password guessing without letting a stranger lock a person out (docs/decisions.md):
 * - one address guessing one account is locked out after PAIR_FAILURES failures;
 * - one address is locked out after ADDRESS_FAILURES failures on any accounts;
 * - an account's failures from all addresses only slow every attempt on it down (a growing delay
 *   before the password is checked), so its owner, from an address that has not failed, still
 *   signs in.
 * It is asked before any password hashing, so a flood of refused guesses costs no hashing. The
 * counters are kept in the database, shared by every server process.
 */
export class LoginLimiter {
  readonly #perPair: RateLimiterPostgres;
  readonly #perAddress: RateLimiterPostgres;
  readonly #perAccount: RateLimiterPostgres;

  constructor(pool: pg.Pool) {
    const limiter = (keyPrefix: string, points: number) =>
      databaseRateLimiter(pool, { keyPrefix, points, durationSeconds: WINDOW_SECONDS });
    this.#perPair = limiter('login-pair', PAIR_FAILURES);
    this.#perAddress = limiter('login-ip', ADDRESS_FAILURES);
    this.#perAccount = limiter('login-emp', ACCOUNT_FREE_FAILURES);
  }

  /** Refuses a locked-out pair or address with 429; waits out the account's slow-down. */
  async assertAllowed(empId: string, address: string): Promise<void> {
    const [pair, ip, account] = await Promise.all([
      this.#perPair.get(pairKey(empId, address)),
      this.#perAddress.get(address),
      this.#perAccount.get(empId),
    ]);
    for (const [counter, limit] of [[pair, PAIR_FAILURES], [ip, ADDRESS_FAILURES]] as const) {
      if (counter && counter.consumedPoints >= limit) {
        const minutes = Math.max(1, Math.ceil(counter.msBeforeNext / 60_000));
        throw new AppError(429, `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    }
    const delay = accountDelayMs(account?.consumedPoints ?? 0);
    if (delay > 0) await sleep(delay);
  }

  async recordFailure(empId: string, address: string): Promise<void> {
    await Promise.all([
      this.#perPair.penalty(pairKey(empId, address), 1),
      this.#perAddress.penalty(address, 1),
      this.#perAccount.penalty(empId, 1),
    ]);
  }

  /**
   * Clears the pair's failures only: the account's count stays, or an attacker could reset the
   * slow-down by waiting for the owner to sign in.
   */
  async recordSuccess(empId: string, address: string): Promise<void> {
    await this.#perPair.delete(pairKey(empId, address));
  }
}

const pairKey = (empId: string, address: string) => `${empId}|${address}`;
