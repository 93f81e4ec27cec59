import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLoginDetails } from '../../../src/app/auth/loginStorage';
import type { LoginDetails, UserDetails } from '../../../src/app/auth/types';
import { rolesAndPermissionApi } from '../../../resources/rolesAndPermission/rolesAndPermissionApi';
import { stubBrowser } from '../browserStubs';

vi.mock('../../../src/app/toast/toastStore', () => ({ showToast: vi.fn() }));

const session: LoginDetails = { token: 't', refreshToken: 'r', userDetails: { empId: 'ADMIN', viaMicrosoft: false } as UserDetails };

describe('Roles And Permissions server calls', () => {
  beforeEach(() => {
    stubBrowser('/rolesAndPermission');
    saveLoginDetails(session, true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the roles from GET /api/rolesAndPermission (the screen’s own permission), not the /addRoles master', async () => {
    const roles = [{ id: 1, roleType: 'Site Admin', roleSequence: 1, status: 'Active' }];
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ data: roles }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(rolesAndPermissionApi.listRoles()).resolves.toEqual(roles);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/rolesAndPermission');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer t');
  });

  it('answers no roles for an answer without a list', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: null }), { status: 200 })));
    await expect(rolesAndPermissionApi.listRoles()).resolves.toEqual([]);
  });
});
