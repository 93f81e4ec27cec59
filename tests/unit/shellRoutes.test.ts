import { describe, expect, it } from 'vitest';
import { greetingFor } from '../../src/app/dashboard/greeting';
import { copyrightText } from '../../src/app/layout/Footer';
import { eLibraryUrl, encryptForGoalTracking, goalTrackingUrl } from '../../src/app/layout/externalLinks';
import { initialsOf, loginAsRoles } from '../../src/app/layout/useAccountMenu';
import { swipeHeadingDate, swipeQueryDate } from '../../src/app/layout/useSwipeDetails';
import { collaborationUrl } from '../../src/app/routes/collaborationUrl';
import { humanizeSegment, moduleNameFor } from '../../src/app/routes/moduleName';
import { isPathPermitted, normalizePath, permittedPathsOf } from '../../src/app/routes/permittedPaths';
import { menuTree, routeCatalogue } from '../../src/shared/routeCatalogue';

const all = { view: true, add: true, edit: true, delete: true };
const none = { view: false, add: false, edit: false, delete: false };

describe('permitted paths', () => {
  const permitted = permittedPathsOf([
    { path: 'leaveApply', access: all, submenu: [{ path: '/LeaveBalance/', access: all }, { path: '/leaveReport', access: none }] },
    { path: '/admin', access: none, submenu: [{ path: '/documentView', access: all }] },
  ]);

  it('collects viewable menus and submenus', () => {
    expect([...permitted].sort()).toEqual(['/LeaveBalance', '/documentView', '/leaveApply']);
  });

  it('guards routes case-sensitively, allows /dashboard and /changePassword always, matches route parameters', () => {
    expect(isPathPermitted('/leaveApply', permitted)).toBe(true);
    expect(isPathPermitted('/leaveapply', permitted)).toBe(false);
    expect(isPathPermitted('/leaveReport', permitted)).toBe(false);
    expect(isPathPermitted('/admin', permitted)).toBe(false);
    expect(isPathPermitted('/dashboard', new Set())).toBe(true);
    expect(isPathPermitted('/changePassword', new Set())).toBe(true);
    expect(isPathPermitted('/documentView/:id', permitted)).toBe(true);
  });

  it('normalises paths', () => {
    expect(normalizePath(' a/b/ ')).toBe('/a/b');
    expect(normalizePath('/a?x=1')).toBe('/a');
    expect(normalizePath('')).toBe('');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('module names', () => {
  it('prefers the menu text, else reads the path', () => {
    const permission = [{ text: 'Leave', path: '/leaveApply', submenu: [{ text: 'Leave Balance', path: '/LeaveBalance' }] }];
    expect(moduleNameFor('/LeaveBalance', permission)).toBe('Leave Balance');
    expect(moduleNameFor('/attendance/employeeTracker', permission)).toBe('Employee Tracker');
    expect(moduleNameFor('/documentView/:id')).toBe('Document View');
    expect(humanizeSegment('asHR')).toBe('As HR');
    expect(humanizeSegment('LwfSlab')).toBe('Lwf Slab');
  });
});

describe('collaboration addresses', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(collaborationUrl({ dm: 'https://chat.example.com/x' }, '/dm')).toBe('https://chat.example.com/x');
    expect(collaborationUrl({ dm: 'javascript:alert(1)' }, '/dm')).toBeNull();
    expect(collaborationUrl({ dm: '' }, '/dm')).toBeNull();
    expect(collaborationUrl({}, '/km')).toBeNull();
    expect(collaborationUrl(undefined, '/km')).toBeNull();
  });
});

describe('external links', () => {
  it('builds the e-library link from the encoded name, e-mail, department and return address', () => {
    const url = eLibraryUrl(
      { firstName: 'Asha', lastName: 'Rao & Co', officialEmail: 'asha+1@example.com', department: 'R&D' },
      'https://hr.example.com/dashboard',
      'https://lib.example.com/sso',
    );
    expect(url).toBe(
      'https://lib.example.com/sso?name=Asha%20Rao%20%26%20Co&email=asha%2B1%40example.com&department=R%26D&returnUrl=https%3A%2F%2Fhr.example.com%2Fdashboard',
    );
  });

  it('encrypts the goal-tracking e-mail with AES-GCM (random IV) as base64url', async () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const a = await encryptForGoalTracking('asha@example.com', key);
    const b = await encryptForGoalTracking('asha@example.com', key);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    const bytes = Buffer.from(a, 'base64url');
    const cryptoKey = await crypto.subtle.importKey('raw', Buffer.alloc(32, 7), 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, cryptoKey, bytes.subarray(12));
    expect(new TextDecoder().decode(plain)).toBe('asha@example.com');
    expect(await goalTrackingUrl('asha@example.com', 'https://goals.example.com/sso')).toMatch(/^https:\/\/goals\.example\.com\/sso\?user=[A-Za-z0-9_-]+$/);
  });
});

describe('account menu, swipe details, footer and dashboard helpers', () => {
  it('lists Login As roles', () => {
    expect(loginAsRoles(['Employee', 'HRSS', 'Employee'])).toEqual(['Employee', 'HRSS']);
    expect(loginAsRoles([], [{ roleType: 'Finance' }])).toEqual(['Finance']);
    expect(initialsOf('asha', 'rao')).toBe('AR');
    expect(initialsOf('', '')).toBe('?');
  });

  it('formats swipe dates', () => {
    const day = new Date(2025, 0, 9);
    expect(swipeQueryDate(day)).toBe('2025-01-09');
    expect(swipeHeadingDate(day)).toBe('09-01-2025');
  });

  it('writes the copyright line', () => {
    expect(copyrightText(2025, 'Acme')).toBe('Copyright © 2025 Acme All right reserved.');
  });

  it('greets by the time of day', () => {
    expect(greetingFor(8)).toBe('Good morning');
    expect(greetingFor(12)).toBe('Good afternoon');
    expect(greetingFor(16)).toBe('Good afternoon');
    expect(greetingFor(17)).toBe('Good evening');
  });
});

describe('the route catalogue against the menu tree', () => {
  it('lets a role be granted every route: the menu tree holds it, it is always allowed, or it is another spelling of one', () => {
    const inTree = new Set(menuTree.flatMap((menu) => [menu.path, ...menu.submenu.map((sub) => sub.path)]));
    const unreachable = routeCatalogue.filter(
      (route) => !inTree.has(route.path) && !isPathPermitted(route.path, new Set()) && !(route.sameAs && inTree.has(route.sameAs)),
    );
    expect(unreachable).toEqual([]);
    // Spec 002 §2 writes DHSuccessPlan, spec 000 §2.1 DHSuccessionPlan: the first opens the second.
    expect(routeCatalogue.find((route) => route.path === '/DHSuccessPlan')?.sameAs).toBe('/DHSuccessionPlan');
  });
});
