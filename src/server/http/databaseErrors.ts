import { AppError } from './AppError.js';

/**
 * The last line of defence behind the route schemas: a database refusal caused by the request's
 * values (SQLSTATE class 22 'data exception', class 23 'integrity constraint violation') is the
 * caller's mistake, answered 400/409 with a plain message; everything else stays a 500.
 */
export function databaseRefusal(error: unknown): AppError | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) return undefined;
  const text = String((error as { message?: unknown }).message ?? '');
  if (code.startsWith('22')) return new AppError(400, 'A value in the request is out of range or malformed');
  switch (code) {
    case '23503':
      // 'insert or update on table … violates' names a missing target; 'update or delete on table …' a row still in use.
      return /^insert or update/i.test(text)
        ? new AppError(400, 'The request refers to a record that does not exist')
        : new AppError(409, 'This record is in use and cannot be deleted. Set it Inactive instead.');
    case '23505':
      return new AppError(409, 'A record with these values already exists');
    default:
      return new AppError(400, 'A value in the request is not allowed here');
  }
}
