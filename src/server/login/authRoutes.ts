import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { access } from '../http/access.js';
import { AppError, badRequest, forbidden, unauthorized } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';
import { buildLoginDetails, defaultScope } from './loginDetails.js';
import { verifyPassword } from '../auth/passwords.js';
import { revokeSession, rotateRefreshToken, startSession, switchSession } from '../auth/sessions.js';

const loginBody = {
  type: 'object',
  required: ['empId', 'password', 'keyExchanger'],
  properties: {
    empId: { type: 'string', title: 'Employee ID', minLength: 1, maxLength: 50 },
    password: { type: 'string', title: 'Password', minLength: 1, maxLength: 4096 },
    keyExchanger: { type: 'string', title: 'Key exchanger', minLength: 1, maxLength: 4096 },
  },
} as const;

const switchBody = {
  type: 'object',
  required: ['type', 'value'],
  properties: {
    type: { type: 'string', enum: ['Role', 'Organization'] },
    value: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

export async function authRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, loginCrypto, loginLimiter } = services;

  app.get('/api/crypto/public-key', { config: { access: access.public } }, async () =>
    ok({ publicKey: loginCrypto.publicKey }),
  );

  app.post<{ Body: { empId: string; password: string; keyExchanger: string } }>(
    '/api/users/auth/login',
    { config: { access: access.public }, schema: { body: loginBody } },
    async (request) => {
      const empId = request.body.empId.trim().toUpperCase();
      await loginLimiter.assertAllowed(empId, request.ip);
      const password = loginCrypto.decryptPassword(request.body.password, request.body.keyExchanger);
      const employee = await db
        .selectFrom('employee')
        .select(['id', 'password_hash', 'status', sql<boolean>`last_working_day IS NOT NULL AND last_working_day < current_date`.as('left')])
        .where('emp_id', '=', empId)
        .executeTakeFirst();
      if (!(await verifyPassword(employee?.password_hash, password)) || !employee) {
        await loginLimiter.recordFailure(empId, request.ip);
        throw new AppError(401, 'Invalid Employee ID or Password');
      }
      if (employee.status !== 'Active' || employee.left) throw forbidden('Your account is inactive. Please contact HR.');
      await loginLimiter.recordSuccess(empId, request.ip);
      const scope = await defaultScope(db, employee.id);
      const session = await startSession(db, { employeeId: employee.id, ...scope });
      return ok(await buildLoginDetails(services, session.sessionId, session.refreshToken), 'Login successful');
    },
  );

  app.post<{ Body: { type: 'Role' | 'Organization'; value: string } }>(
    '/api/users/auth/switch',
    { config: { access: access.self }, schema: { body: switchBody } },
    async (request) => {
      const auth = request.auth!;
      const { type, value } = request.body;
      let organizationId = auth.organizationId;
      let roleId: number | undefined;
      if (type === 'Organization') {
        const organization = await db
          .selectFrom('employee_organization as eo')
          .innerJoin('organization as o', 'o.id', 'eo.organization_id')
          .select(['o.id', 'o.status'])
          .where('eo.employee_id', '=', auth.employeeId)
          .where('o.organization_code', '=', value)
          .executeTakeFirst();
        if (!organization) throw forbidden('You do not have access to this organisation.');
        if (organization.status !== 'Active') throw badRequest('This organisation is inactive.');
        organizationId = organization.id;
      }
      const roles = await db
        .selectFrom('employee_role as er')
        .innerJoin('role as r', 'r.id', 'er.role_id')
        .select(['r.id', 'r.role_type', 'er.is_default'])
        .where('er.employee_id', '=', auth.employeeId)
        .where('er.organization_id', '=', organizationId)
        .where('r.status', '=', 'Active')
        .orderBy('er.is_default', 'desc')
        .orderBy('r.role_sequence')
        .execute();
      if (type === 'Role') {
        roleId = roles.find((r) => r.role_type === value)?.id;
        if (!roleId) throw forbidden('You do not hold this role.');
      } else {
        roleId = roles[0]?.id;
        if (!roleId) throw forbidden('No active role is assigned to you in this organisation.');
      }
      const session = await switchSession(db, auth.sessionId, organizationId, roleId);
      return ok(await buildLoginDetails(services, session.sessionId, session.refreshToken), 'Switched successfully');
    },
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/api/users/auth/refresh',
    {
      config: { access: access.public },
      schema: { body: { type: 'object', required: ['refreshToken'], properties: { refreshToken: { type: 'string' } } } },
    },
    async (request) => {
      const rotated = await rotateRefreshToken(db, request.body.refreshToken);
      const alive = await db
        .selectFrom('session as s')
        .innerJoin('employee as e', 'e.id', 's.employee_id')
        .select('s.id')
        .where('s.id', '=', rotated.sessionId)
        .where('e.status', '=', 'Active')
        .executeTakeFirst();
      if (!alive) throw unauthorized();
      return ok(await buildLoginDetails(services, rotated.sessionId, rotated.refreshToken));
    },
  );

  app.post('/api/users/auth/logout', { config: { access: access.self } }, async (request) => {
    await revokeSession(db, request.auth!.sessionId, 'logout');
    return ok(null, 'Logged out successfully');
  });

  app.get('/api/users/auth/config', { config: { access: access.public } }, async () =>
    ok({ microsoftConfigured: Boolean(services.config.microsoft), chatbotUrl: services.config.chatbotUrl }),
  );
}
