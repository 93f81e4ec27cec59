import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeDay } from '../../src/server/attendance/engine/index.js';
import { packDayRecord } from '../../src/server/attendance/packedDayRecord.js';
import { storedDayRecord } from '../../src/server/attendance/storedDayRecord.js';
import { SHIFT_S1 } from '../helpers/storedAttendanceDay.js';
import { dayCell, enterPastToastGate, shows, toast } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import type { TestServer } from '../helpers/testServer.js';

/**
 * Leave in Chromium (issue 11 §6): EMP001 applies two days of CL, Monday 2026-11-16 and Tuesday
 * 2026-11-17, with the second day's Session 2 only (Session 1 unticked on the last day); MGR001
 * approves; EMP001's calendar shows CL on both dates (…/CL on the half day, whose Session 1 the
 * punches decide) and the CL balance beside the type drops by 1.5, from 8 to 6.5; EMP001 applies a restricted holiday on 2026-11-24 (Guru Nanak Jayanti,
 * a demo RH for every state and location, Chennai HQ included). Server and browser run on 2026-11-20.
 *
 * The admin leave pages on the same server (docs/leave-*.md): HR001 adds a Leave Scheme in its
 * entitlement grid; previews and runs the Leave Granter with its progress, an On Joining accrual shown
 * as skipped; adjusts a balance with a reason; EMP003 claims a comp-off that MGR001 approves; EMP004
 * asks to encash PL and HR001 approves. Each ends in what the database holds.
 */
const NOW = new Date('2026-11-20T06:00:00Z');
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? os.tmpdir();

describe('leave: apply with a half day, approve, calendar and balance, restricted holiday; the admin leave pages', () => {
  const suite = useBrowserSuite({ clockAt: NOW });
  let server: TestServer;

  beforeAll(() => {
    server = suite.server;
  });

  const open = (page: Page, empId: string, where: string) => enterPastToastGate(page, server, empId, where);
  async function choose(page: Page, select: string, option: string | RegExp) {
    await page.getByRole('combobox', { name: select }).click();
    await page.getByRole('option', { name: option }).click();
  }
  const db = () => server.database.db;
  const ledgerOf = (empId: string, kind: string) =>
    sql<{ leave_type: string; days: number; reason: string | null }>`
      SELECT l.leave_type, l.days::float8 AS days, l.reason FROM leave_ledger l JOIN employee e ON e.id = l.employee_id
      WHERE e.emp_id = ${empId} AND l.entry_kind = ${kind} ORDER BY l.id`
      .execute(db())
      .then((result) => result.rows);

  it('EMP001 applies two days of CL with the second day’s Session 2 only, MGR001 approves, the calendar shows CL on both and the balance drops by 1.5; EMP001 applies RH', async () => {
    const employee = suite.page;
    await open(employee, 'EMP001', '/leaveApply');
    await employee.getByRole('heading', { name: 'Apply Leave', level: 1 }).waitFor();
    await choose(employee, 'Leave Type', 'Casual Leave (CL)');
    await shows(employee, 'Casual Leave Balance: 8');
    await employee.getByLabel('From Date').fill('16/11/2026');
    await employee.getByLabel('To Date').fill('17/11/2026');
    // Both sessions are ticked on each day by default; the second day takes Session 2 only.
    const lastDay = employee.getByRole('group', { name: 'Last Day Sessions' });
    await expect.poll(() => employee.getByRole('group', { name: 'First Day Sessions' }).getByRole('checkbox', { checked: true }).count()).toBe(2);
    await lastDay.getByRole('checkbox', { name: 'Session 1' }).uncheck();
    await shows(employee, 'Number of days: 1.5');
    await shows(employee, 'Working day (Session 2 only)');
    // The only session left ticked cannot be unticked.
    expect(await lastDay.getByRole('checkbox', { name: 'Session 2' }).isDisabled()).toBe(true);
    await employee.getByLabel('Reason').fill('Family function');
    await shows(employee, 'Manoj Kumar (Primary Manager)');
    await employee.screenshot({ path: path.join(SCREENSHOTS, 'leave-apply.png'), fullPage: true });
    await employee.getByRole('button', { name: 'Apply' }).click();
    await toast(employee, 'Leave applied successfully!');

    const manager = await suite.open();
    await open(manager, 'MGR001', '/LeaveApproval');
    await manager.getByRole('tab', { name: 'Pending (1)' }).waitFor();
    await shows(manager, 'Priya Farouk (EMP001)');
    await manager.screenshot({ path: path.join(SCREENSHOTS, 'leave-approval.png'), fullPage: true });
    await manager.getByRole('button', { name: 'Approve', exact: true }).click();
    await toast(manager, 'Approved successfully!');
    await manager.getByRole('tab', { name: 'Completed (1)' }).waitFor();

    await server.app.attendanceProcessor.whenIdle();
    await open(employee, 'EMP001', '/attendance/calendar');
    const calendar = employee.getByRole('grid', { name: 'Attendance calendar' });
    await dayCell(calendar, '2026-11-16', 'CL').waitFor();
    await dayCell(calendar, '2026-11-17', /\S+\/CL/).waitFor();
    await employee.screenshot({ path: path.join(SCREENSHOTS, 'leave-calendar.png'), fullPage: true });

    await open(employee, 'EMP001', '/leaveApply');
    await choose(employee, 'Leave Type', 'Casual Leave (CL)');
    await shows(employee, 'Casual Leave Balance: 6.5');

    await choose(employee, 'Leave Type', 'Restricted Holiday (RH)');
    await shows(employee, 'Restricted Holiday Balance: 2');
    await employee.getByLabel('From Date').fill('24/11/2026');
    await shows(employee, 'Restricted holiday: Guru Nanak Jayanti');
    await shows(employee, 'Number of days: 1');
    await employee.getByLabel('Reason').fill('Gurpurab');
    await employee.getByRole('button', { name: 'Apply' }).click();
    await toast(employee, 'Leave applied successfully!');
    await open(employee, 'EMP001', '/LeaveHistory');
    await employee.getByRole('tab', { name: 'Pending (1)' }).waitFor();
    await shows(employee, 'Restricted Holiday (RH)');
    const days = await server.database.db
      .selectFrom('leave_application_day as d')
      .innerJoin('leave_application as l', 'l.id', 'd.application_id')
      .select(['d.session1', 'd.session2', 'd.days'])
      .where('l.leave_type', '=', 'CL')
      .orderBy('d.leave_date')
      .execute();
    expect(days.map((d) => [d.session1, d.session2, Number(d.days)])).toEqual([
      [true, true, 1],
      [false, true, 0.5],
    ]);
    const approved = await server.database.db.selectFrom('leave_application').select(['leave_type', 'status']).orderBy('id').execute();
    expect(approved).toEqual([
      { leave_type: 'CL', status: 'Approved' },
      { leave_type: 'RH', status: 'Pending' },
    ]);
  });

  it('HR001 adds a Leave Scheme in its entitlement grid', async () => {
    const page = suite.page;
    await open(page, 'HR001', '/leaveScheme');
    await page.getByRole('button', { name: '+ Add Leave Scheme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Leave Scheme' });
    await dialog.getByLabel('Scheme Name').fill('Interns');
    await dialog.getByRole('spinbutton', { name: /Casual Leave/ }).fill('6');
    await dialog.getByRole('spinbutton', { name: /Sick Leave/ }).fill('4.5');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Leave Scheme added successfully');
    await page.getByRole('table', { name: 'Leave schemes' }).getByRole('row', { name: /Interns/ }).getByText('CL 6 · SL 4.5').waitFor();
    const stored = await sql<{ leave_type: string; days: number }>`
      SELECT x.leave_type, x.days_per_year::float8 AS days FROM leave_scheme_entitlement x JOIN leave_scheme s ON s.id = x.scheme_id
      WHERE s.scheme_name = 'Interns' ORDER BY x.leave_type`.execute(db());
    expect(stored.rows).toEqual([{ leave_type: 'CL', days: 6 }, { leave_type: 'SL', days: 4.5 }]);
  });

  it('HR001 previews the Leave Granter (an On Joining accrual skipped for want of a date of joining), grants and follows its progress', async () => {
    await sql`UPDATE master_leave_type_category SET accrual = 'On Joining' WHERE code = 'BL'`.execute(db());
    await db().updateTable('employee').set({ date_of_joining: null }).where('emp_id', '=', 'EMP005').execute();
    await db().updateTable('employee').set({ date_of_joining: '2026-11-10' }).where('emp_id', '=', 'EMP006').execute();
    const page = suite.page;
    await open(page, 'HR001', '/leaveGranter');
    await page.getByRole('combobox', { name: 'Leave types' }).fill('BL');
    await page.getByRole('option', { name: /^BL/ }).click();
    for (const empId of ['EMP005', 'EMP006']) {
      await page.getByRole('combobox', { name: 'Employees' }).fill(empId);
      await page.getByRole('option', { name: new RegExp(`^${empId} - `) }).click();
    }
    await page.getByRole('button', { name: 'Preview' }).click();
    await shows(page, '1 entries for 1 employees, 3 days in all (2026-11). Nothing is written until you grant.');
    const skipped = page.getByRole('table', { name: 'Skipped accruals' });
    await skipped.getByRole('row', { name: /EMP005/ }).getByText(/^No date of joining: On Joining accrual is due on that date/).waitFor();
    await page.getByRole('table', { name: 'Planned entries' }).getByRole('row', { name: /EMP006/ }).waitFor();
    await page.getByRole('button', { name: 'Grant' }).click();
    await page.getByRole('progressbar', { name: 'Granter progress' }).waitFor();
    await shows(page, '1 entries written for 1 employees; 1 On Joining accrual(s) skipped: no date of joining');
    await page.getByRole('table', { name: 'Granter runs' }).getByText('Done').first().waitFor();
    expect(await ledgerOf('EMP006', 'accrual')).toEqual([{ leave_type: 'BL', days: 3, reason: 'Leave Granter 2026-11' }]);
    expect(await ledgerOf('EMP005', 'accrual')).toEqual([]);
  });

  it('HR001 adjusts an employee’s balance with a reason, refused without one', async () => {
    const page = suite.page;
    await open(page, 'HR001', '/employeeLeaveBalance');
    await page.getByRole('combobox', { name: 'Employee' }).fill('EMP002');
    await page.getByRole('option', { name: /^EMP002 - / }).click();
    await page.getByRole('button', { name: /^Sick Leave \(SL\)/ }).click();
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Days (+ credit, − debit)').fill('1.5');
    await dialog.getByLabel('Reason').fill('ok');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await shows(dialog, 'Reason must be at least 5 characters');
    await dialog.getByLabel('Reason').fill('Hospital stay credited back');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await toast(page, 'Leave balance adjusted');
    await shows(page, 'Hospital stay credited back');
    expect(await ledgerOf('EMP002', 'adjustment')).toEqual([{ leave_type: 'SL', days: 1.5, reason: 'Hospital stay credited back' }]);
  });

  it('EMP003 claims a comp-off for a worked Sunday and MGR001 approves it', async () => {
    const emp = await db().selectFrom('employee').select(['id', 'organization_id']).where('emp_id', '=', 'EMP003').executeTakeFirstOrThrow();
    const swipe = (time: string, direction: 'IN' | 'OUT') => ({ at: `2026-11-15T${time}`, direction, device: 'Main Gate' });
    const record = storedDayRecord(computeDay({ empId: 'EMP003', attendanceDate: '2026-11-15', shift: SHIFT_S1, dayType: { kind: 'weeklyOff', because: 'sunday' }, swipes: [swipe('09:00', 'IN'), swipe('18:05', 'OUT')], leaves: [], regularizations: [], override: null, now: '2026-11-20T09:00' }));
    await db().deleteFrom('attendance_day').where('employee_id', '=', emp.id).where('attendance_date', '=', '2026-11-15').execute();
    await db().insertInto('attendance_day').values({ organization_id: emp.organization_id, employee_id: emp.id, attendance_date: '2026-11-15', status_code: record.attendanceData, shift_code: 'S1', record: JSON.stringify(packDayRecord(record)), result_hash: 'e2e-comp-off' }).execute();
    const employee = suite.page;
    await open(employee, 'EMP003', '/compOff');
    await employee.getByRole('row', { name: /2026-11-15/ }).getByRole('button', { name: 'Claim' }).click();
    await employee.getByRole('dialog', { name: 'Claim Comp Off' }).getByLabel('Reason').fill('Production release');
    await employee.getByRole('button', { name: 'Apply' }).click();
    await toast(employee, 'Comp-off applied successfully!');

    const manager = await suite.open();
    await open(manager, 'MGR001', '/compOff');
    await manager.getByRole('tab', { name: 'Approvals (1)' }).click();
    await manager.getByRole('row', { name: /EMP003/ }).getByRole('button', { name: 'Approve' }).click();
    await toast(manager, 'Approved successfully!');
    expect((await ledgerOf('EMP003', 'compOff')).map((entry) => [entry.leave_type, entry.days])).toEqual([['CO', 1]]);
  });

  it('EMP004 asks to encash PL and HR001 approves it on Leave Encashment Approval', async () => {
    const employee = suite.page;
    await open(employee, 'EMP004', '/LeaveEncashment');
    await choose(employee, 'Leave Type', /^Privilege Leave: \d+ day\(s\) can be encashed$/);
    await employee.getByRole('spinbutton', { name: 'Days' }).fill('2');
    await employee.getByRole('textbox', { name: 'Reason' }).fill('Year end');
    await employee.getByRole('button', { name: 'Apply' }).click();
    await toast(employee, 'Encashment applied successfully!');

    const hr = await suite.open();
    await open(hr, 'HR001', '/leaveEncashmentApproval');
    await hr.getByRole('row', { name: /EMP004/ }).getByRole('button', { name: 'Approve' }).click();
    await toast(hr, 'Approved successfully!');
    expect(await ledgerOf('EMP004', 'encashment')).toMatchObject([{ leave_type: 'PL', days: -2 }]);
  });
});
