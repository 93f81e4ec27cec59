import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../http/AppError.js';

const WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed sign-ins per employee and per address. It is asked before any password hashing,
 * so a flood of guesses costs the server nothing.
 */
export class LoginLimiter {
  readonly #perEmployee = new RateLimiterMemory({ keyPrefix: 'emp', points: 5, duration: WINDOW_SECONDS });
  readonly #perAddress = new RateLimiterMemory({ keyPrefix: 'ip', points: 30, duration: WINDOW_SECONDS });

  async assertAllowed(empId: string, address: string): Promise<void> {
    const [employee, ip] = await Promise.all([this.#perEmployee.get(empId), this.#perAddress.get(address)]);
    const blocked = [
      [employee, 5],
      [ip, 30],
    ].find(([res, points]) => res && (res as RateLimiterRes).consumedPoints >= (points as number)) as
      | [RateLimiterRes, number]
      | undefined;
    if (blocked) {
      const minutes = Math.max(1, Math.ceil(blocked[0].msBeforeNext / 60_000));
      throw new AppError(429, `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }

  async recordFailure(empId: string, address: string): Promise<void> {
    await Promise.all([
      this.#perEmployee.penalty(empId, 1),
      this.#perAddress.penalty(address, 1),
    ]);
  }

  async recordSuccess(empId: string): Promise<void> {
    await this.#perEmployee.delete(empId);
  }
}
