import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/app/auth/authProvider';
import { firstPermittedPath } from '../../src/app/auth/firstPermittedPath';
import { saveLoginDetails } from '../../src/app/auth/loginStorage';
import type { LoginDetails, PermissionItem, UserDetails } from '../../src/app/auth/types';
import { stubBrowser } from './browserStubs';

const all = { view: true, add: true, edit: true, delete: true };
const viewOnly = { view: true, add: false, edit: false, delete: false };

const permissions: PermissionItem[] = [
  {
    text: 'Master',
    path: '/master',
    icon: 'settings',
    access: viewOnly,
    submenu: [
      { text: 'Market Facing Title', path: '/marketFacingTitle', access: all },
      { text: 'Band', path: 'band', access: viewOnly },
    ],
  },
  { text: 'Dashboard', path: '/dashboard', icon: 'home', access: viewOnly, submenu: [] },
];

describe('authProvider permissions', () => {
  beforeEach(() => {
    stubBrowser();
    saveLoginDetails({ token: 't', refreshToken: 'r', userDetails: { permission: permissions } as UserDetails } as LoginDetails, false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('maps react-admin actions onto the access flags of the matching menu or submenu', async () => {
    const can = (resource: string, action: string) => authProvider.canAccess!({ resource, action });
    await expect(can('marketFacingTitle', 'list')).resolves.toBe(true);
    await expect(can('marketFacingTitle', 'delete')).resolves.toBe(true);
    await expect(can('band', 'show')).resolves.toBe(true);
    await expect(can('band', 'create')).resolves.toBe(false);
    await expect(can('band', 'edit')).resolves.toBe(false);
    await expect(can('master', 'list')).resolves.toBe(true);
    await expect(can('unknown', 'list')).resolves.toBe(false);
    await expect(can('band', 'somethingElse')).resolves.toBe(false);
  });

  it('rejects checkError only for 401, without a react-admin notification', async () => {
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ message: false });
  });

  it('lands a new role on the first submenu, the menu itself, or /dashboard', () => {
    expect(firstPermittedPath(permissions)).toBe('/marketFacingTitle');
    expect(firstPermittedPath([{ ...permissions[1], path: 'dashboardX' }])).toBe('/dashboardX');
    expect(firstPermittedPath([])).toBe('/dashboard');
  });
});
