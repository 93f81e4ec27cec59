import { describe, expect, it } from 'vitest';
import { findMenuSection } from '../../src/app/layout/findMenuSection';
import { menuIconFor, menuIcons, FallbackMenuIcon } from '../../src/app/layout/menuIcons';
import { NO_MENU_RESULT_TEXT, searchMenu } from '../../src/app/layout/searchMenu';
import { isMenuEntryActive, COLLAPSED_MENU_COUNT } from '../../src/app/layout/useSideMenu';
import { isSearchShortcut } from '../../src/app/layout/useMenuSearch';
import { menuTargetPath, visibleMenu, type PermissionEntryLike } from '../../src/app/layout/visibleMenu';
import { menuTree } from '../../src/shared/routeCatalogue';

const all = { view: true, add: true, edit: true, delete: true };
const none = { view: false, add: false, edit: false, delete: false };

const permission: PermissionEntryLike[] = [
  { text: 'Dashboard', path: '/dashboard', icon: 'Dashboard', access: all, submenu: [] },
  {
    text: 'Leave',
    path: 'leaveApply',
    icon: 'EventAvailable',
    access: all,
    submenu: [
      { text: 'Apply Leave', path: '/leaveApply', access: all },
      { text: 'Leave Balance', path: '/LeaveBalance', access: all },
      { text: 'Leave Report', path: '/leaveReport', access: none },
    ],
  },
  {
    text: 'Admin',
    path: '/adminOnly',
    icon: 'Security',
    access: none,
    submenu: [{ text: 'Gender', path: '/gender', access: all }],
  },
  { text: 'Hidden', path: '/hidden', icon: 'Work', access: none, submenu: [] },
  { text: 'Meeting Calendar', path: '/meetingCalendar', icon: 'VideoCall', access: all, submenu: [] },
  { text: 'Salary', path: '/payslip', icon: 'Payments', access: all, submenu: [{ text: 'Payslip', path: '/payslip', access: all }] },
];

describe('visibleMenu', () => {
  it('keeps viewable entries and submenus, normalises paths, hides Meeting Calendar without Microsoft', () => {
    const menu = visibleMenu(permission, { microsoftAuth: false, approver: true });
    expect(menu.map((entry) => entry.text)).toEqual(['Dashboard', 'Leave', 'Admin', 'Salary']);
    expect(menu[1]).toMatchObject({ path: '/leaveApply', submenu: [{ path: '/leaveApply' }, { path: '/LeaveBalance' }] });
    // Not viewable itself but one submenu is: shown, leading to the submenu.
    expect(menu[2]).toMatchObject({ path: '', submenu: [{ text: 'Gender', path: '/gender' }] });
    expect(menuTargetPath(menu[2]!)).toBe('/gender');
  });

  it('shows Meeting Calendar after a Microsoft sign-in', () => {
    expect(visibleMenu(permission, { microsoftAuth: true, approver: true }).some((entry) => entry.path === '/meetingCalendar')).toBe(true);
  });

  it('sends Payroll and Salary to /payroll', () => {
    expect(menuTargetPath({ text: 'Salary', path: '/payslip', submenu: [] })).toBe('/payroll');
    expect(menuTargetPath({ text: ' payroll ', path: '/payslip', submenu: [] })).toBe('/payroll');
    expect(menuTargetPath({ text: 'Leave', path: '/leaveApply', submenu: [] })).toBe('/leaveApply');
  });

  it('shows the approval screens only to an approver (issue 17 §5)', () => {
    const demo = menuTree.map((entry) => ({ ...entry, access: all, submenu: entry.submenu.map((sub) => ({ ...sub, access: all })) }));
    const paths = (approver: boolean) => visibleMenu(demo, { microsoftAuth: false, approver }).flatMap((entry) => entry.submenu.map((sub) => sub.path));
    expect(paths(true)).toEqual(expect.arrayContaining(['/attendance/approvals', '/attendance/onsiteApprovals', '/LeaveApproval']));
    const employee = paths(false);
    expect(employee.filter((path) => ['/attendance/approvals', '/attendance/onsiteApprovals', '/LeaveApproval'].includes(path))).toEqual([]);
    expect(employee).toEqual(expect.arrayContaining(['/attendance/regularization', '/leaveApply', '/compOff']));
  });

  it('handles a missing permission list', () => {
    expect(visibleMenu(undefined, { microsoftAuth: false, approver: true })).toEqual([]);
  });
});

describe('searchMenu', () => {
  const menu = visibleMenu(permission, { microsoftAuth: true, approver: true });

  it('finds menus and submenus by text, case-insensitively, prefix matches first', () => {
    const results = searchMenu(menu, 'LEAVE');
    expect(results.map((result) => result.text)).toEqual(['Leave', 'Leave Balance', 'Apply Leave']);
    expect(results.find((result) => result.text === 'Leave Balance')).toMatchObject({ path: '/LeaveBalance', section: 'Leave' });
  });

  it('never offers entries the user may not view, and nothing for an empty query', () => {
    expect(searchMenu(menu, 'report')).toEqual([]);
    expect(searchMenu(menu, 'hidden')).toEqual([]);
    expect(searchMenu(menu, '   ')).toEqual([]);
    expect(NO_MENU_RESULT_TEXT).toBe('No Result found');
  });

  it('searches the whole demo menu', () => {
    const demo = visibleMenu(
      menuTree.map((entry) => ({ ...entry, access: all, submenu: entry.submenu.map((sub) => ({ ...sub, access: all })) })),
      { microsoftAuth: false, approver: true },
    );
    expect(searchMenu(demo, 'holiday').length).toBeGreaterThan(3);
    // No match is left out (the list used to stop at 20): every submenu whose text holds an 'e' is offered.
    const answered = new Set(searchMenu(demo, 'e').map((result) => result.path));
    const wanted = demo.flatMap((entry) => entry.submenu).filter((sub) => /e/i.test(sub.text));
    expect(wanted.length).toBeGreaterThan(100);
    expect(wanted.filter((sub) => !answered.has(sub.path))).toEqual([]);
    expect(demo.length).toBeGreaterThan(COLLAPSED_MENU_COUNT);
  });
});

describe('findMenuSection and active entries', () => {
  const menu = visibleMenu(permission, { microsoftAuth: false, approver: true });

  it('finds the menu a submenu path belongs to, case-sensitively', () => {
    expect(findMenuSection(menu, '/LeaveBalance')).toMatchObject({ menu: { text: 'Leave' }, currentPath: '/LeaveBalance' });
    expect(findMenuSection(menu, '/leavebalance')).toBeNull();
    expect(findMenuSection(menu, '/dashboard')).toBeNull();
  });

  it('marks the entry owning the current path', () => {
    expect(isMenuEntryActive(menu[1]!, '/LeaveBalance')).toBe(true);
    expect(isMenuEntryActive(menu[0]!, '/LeaveBalance')).toBe(false);
    expect(isMenuEntryActive(menu[3]!, '/payroll')).toBe(true);
  });
});

describe('shell helpers', () => {
  it('opens the search with Ctrl+F only', () => {
    const key = (init: Partial<KeyboardEvent>) => ({ key: 'f', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'F' }))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  it('has an icon for every demo menu entry', () => {
    for (const entry of menuTree) expect(menuIconFor(entry.icon), entry.icon).not.toBe(FallbackMenuIcon);
    expect(menuIconFor('Nope')).toBe(FallbackMenuIcon);
    expect(Object.keys(menuIcons)).toHaveLength(26);
  });
});
