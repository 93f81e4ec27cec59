import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { access } from '../http/access.js';
import { AppError, badRequest } from '../http/AppError.js';
import { databaseRateLimiter } from '../http/databaseRateLimiter.js';
import { ok } from '../http/reply.js';
import type { Db } from '../db/database.js';
import type { Services } from '../services.js';
import { hashPassword } from './passwords.js';
import { revokeEmployeeSessions } from './sessions.js';

const RESET_MINUTES = 30;
const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';
export const MIN_RESET_PASSWORD_LENGTH = 6;
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

/**
 * The address on file as a hint for its owner (`a****@acme.com`: the first character, four stars,
 * the domain), never the address itself: the look-up answers anyone who types an Employee ID
 * (issue 17 §4). Four stars whatever the length, so the hint tells nothing of it.
 */
export function maskedEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, 1)}****${at > 0 ? address.slice(at) : ''}`;
}

/**
 * A single-use link that sets the employee's password, valid `minutes`: the token goes only into
 * the mail (as a secret, docs/lookups.md); the database keeps its hash. Also a new employee's first
 * password (docs/people.md).
 */
export async function issueResetLink(db: Db, publicUrl: string, employeeId: number, minutes: number): Promise<{ token: string; link: string }> {
  const [link] = await issueResetLinks(db, publicUrl, [employeeId], minutes);
  return link;
}

/** Links for many employees (a bulk upload's new employees), in the given order: one INSERT per 1,000. */
export async function issueResetLinks(db: Db, publicUrl: string, employeeIds: readonly number[], minutes: number): Promise<{ token: string; link: string }[]> {
  const expires = new Date(Date.now() + minutes * 60_000);
  const tokens = employeeIds.map(() => crypto.randomBytes(32).toString('base64url'));
  for (let start = 0; start < employeeIds.length; start += 1000) {
    await db
      .insertInto('password_reset')
      .values(employeeIds.slice(start, start + 1000).map((employeeId, index) => ({ token_hash: sha256(tokens[start + index]), employee_id: employeeId, expires_at: expires })))
      .execute();
  }
  return tokens.map((token) => ({ token, link: `${publicUrl}/resetPassword?token=${token}` }));
}

export async function forgotPasswordRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, mailer, config } = services;
  // The e-mail look-up answers for any employee ID, so it is throttled per address.
  const lookups = databaseRateLimiter(services.database.pool, { keyPrefix: 'forgot', points: 20, durationSeconds: 60 });
  // Each reset attempt may cost a password hash, so attempts are throttled per address too.
  const resets = databaseRateLimiter(services.database.pool, { keyPrefix: 'reset', points: 10, durationSeconds: 60 });
  const throttle = async (ip: string, limiter = lookups) => {
    try {
      await limiter.consume(ip);
    } catch (err) {
      if (err instanceof Error) throw err; // the store failed; a refusal is a RateLimiterRes
      throw new AppError(429, 'Too many requests. Please wait a minute and try again.');
    }
  };

  app.get<{ Querystring: { empId: string } }>(
    '/api/forgot-password/getEmailId',
    {
      config: { access: access.public },
      schema: { querystring: { type: 'object', required: ['empId'], properties: { empId: { type: 'string', title: 'Employee ID', minLength: 1 } } } },
    },
    async (request) => {
      await throttle(request.ip);
      const employee = await db
        .selectFrom('employee')
        .select('official_email')
        .where('emp_id', '=', request.query.empId.trim().toUpperCase())
        .where('status', '=', 'Active')
        .executeTakeFirst();
      if (!employee) throw new AppError(404, 'No employee found with this Employee ID');
      return ok({ emailId: maskedEmail(employee.official_email) });
    },
  );

  app.post<{ Body: { empId: string; emailId: string } }>(
    '/api/forgot-password',
    {
      config: { access: access.public },
      schema: {
        body: {
          type: 'object',
          required: ['empId', 'emailId'],
          properties: {
            empId: { type: 'string', title: 'Employee ID', minLength: 1 },
            emailId: { type: 'string', title: 'Email', format: 'email' },
          },
        },
      },
    },
    async (request) => {
      await throttle(request.ip);
      const employee = await db
        .selectFrom('employee')
        .select(['id', 'emp_id', 'first_name', 'last_name', 'official_email', 'organization_id'])
        .where('emp_id', '=', request.body.empId.trim().toUpperCase())
        .where('status', '=', 'Active')
        .executeTakeFirst();
      if (!employee || employee.official_email.toLowerCase() !== request.body.emailId.trim().toLowerCase()) {
        throw badRequest('Employee ID and email do not match');
      }
      const { token, link } = await issueResetLink(db, config.publicUrl, employee.id, RESET_MINUTES);
      await mailer.send({
        to: employee.official_email,
        organizationId: employee.organization_id,
        event: 'Password Reset',
        variables: { firstName: employee.first_name, lastName: employee.last_name, empId: employee.emp_id, resetLink: link, minutes: RESET_MINUTES },
        // The token is the account: only the recipient's mailbox may hold it (docs/lookups.md).
        secrets: [token],
      });
      return ok(null, 'Password reset instructions sent to your email');
    },
  );

  app.put<{ Body: { token: string; confirmPassword: string } }>(
    '/api/forgot-password/change-Password',
    {
      config: { access: access.public },
      schema: {
        body: {
          type: 'object',
          required: ['token', 'confirmPassword'],
          properties: {
            token: { type: 'string', title: 'Token', minLength: 1, maxLength: 200 },
            confirmPassword: { type: 'string', title: 'Password', minLength: MIN_RESET_PASSWORD_LENGTH, maxLength: 256 },
          },
        },
      },
    },
    async (request) => {
      await throttle(request.ip, resets);
      // The cheap check first: a link that is unknown, used or expired never costs a password hash.
      const tokenHash = sha256(request.body.token);
      const pending = await db
        .selectFrom('password_reset')
        .select('token_hash')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      if (!pending) throw badRequest(INVALID_LINK);
      const passwordHash = await hashPassword(request.body.confirmPassword);
      const employeeId = await db.transaction().execute(async (trx) => {
        // Used up atomically: of two calls racing with one link, only one changes the password.
        const reset = await trx
          .updateTable('password_reset')
          .set({ used_at: new Date() })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date())
          .returning('employee_id')
          .executeTakeFirst();
        if (!reset) return null;
        await trx
          .updateTable('employee')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', reset.employee_id)
          .execute();
        await revokeEmployeeSessions(trx, reset.employee_id, 'password reset');
        return reset.employee_id;
      });
      if (employeeId === null) throw badRequest(INVALID_LINK);
      return ok(null, 'Password updated successfully');
    },
  );
}
