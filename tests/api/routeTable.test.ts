import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../src/server/http/accessControl.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/** One seeded employee per role type. */
const ROLE_HOLDERS: Record<string, string> = {
  'Site Admin': 'ADMIN',
  'HR Ops Admin': 'HR001',
  HRSS: 'EMP011',
  Onboarder: 'EMP012',
  Finance: 'EMP013',
  'IT Infra': 'EMP014',
  'Graphics Team': 'EMP015',
  Employee: 'EMP020',
};

/** Calls whose success would end the session the walk is using; their own tests cover them. */
const SESSION_ENDING = new Set(['POST /api/users/auth/logout', 'PUT /api/employee/update-password']);

const concreteUrl = (url: string, empId: string) =>
  url
    .replace(':folderName', 'idcard')
    .replace(':fileName', `${empId}.pdf`)
    .replace(/:[A-Za-z]+/g, '999999');

/**
 * Walks every declared /api route for every seeded role: 401 without a token, 403 where the role
 * lacks the menu and verb, and neither where it has them. Generated from the declarations, so a new
 * route is covered without a test of its own.
 */
describe.each(databaseKinds)('authorization of the whole route table on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('has a declaration for every /api route', () => {
    const routes = declaredRoutes(server.app);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.access.kind === 'public').map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/users/auth/login', 'GET /api/health', 'GET /api/crypto/public-key']),
    );
  });

  it('refuses every protected route without a token', async () => {
    for (const route of declaredRoutes(server.app).filter((r) => r.access.kind !== 'public')) {
      const response = await server.app.inject({ method: route.method as 'GET', url: concreteUrl(route.url, 'EMP001'), payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it.each(Object.entries(ROLE_HOLDERS))('enforces the permissions of %s', async (roleType, empId) => {
    const login = await server.login(empId);
    expect(login.userDetails.roleType).toBe(roleType);
    const granted = new Map<string, Record<string, boolean>>();
    for (const item of login.userDetails.permission) {
      granted.set(item.path, item.access);
      for (const sub of item.submenu) granted.set(sub.path, sub.access);
    }
    let allowed = 0;
    let refused = 0;
    for (const route of declaredRoutes(server.app)) {
      if (route.access.kind === 'public' || SESSION_ENDING.has(`${route.method} ${route.url}`)) continue;
      const response = await server.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url, empId),
        headers: bearer(login.token),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      const label = `${roleType} ${route.method} ${route.url}`;
      const may = route.access.kind === 'self' || Boolean(granted.get(route.access.path)?.[route.access.verb]);
      if (may) {
        expect([401, 403], label).not.toContain(response.statusCode);
        expect(response.statusCode, label).toBeLessThan(500);
        allowed++;
      } else {
        expect(response.statusCode, label).toBe(403);
        refused++;
      }
    }
    expect(allowed).toBeGreaterThan(0);
    if (roleType !== 'Site Admin') expect(refused).toBeGreaterThan(0);
  });
});
