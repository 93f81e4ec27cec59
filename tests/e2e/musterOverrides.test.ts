import * as XLSX from 'xlsx';
import { expect, describe, it } from 'vitest';
import { dayCellName } from '../../widgets/dayCellName.js';
import { expectAccessible } from '../helpers/accessibility.js';
import { dayCell, enterAs, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { makeAbsentDay } from '../helpers/absentDay.js';

/**
 * The muster's overrides in Chromium (issue 20 §6): HR001 imports a muster file with one bad row,
 * reads the error grid, fixes the file and imports it; overrides EMP001's absent 9 Nov to present
 * and sees the muster and EMP001's own calendar change; adds LOP to a past month; axe at 390 px.
 * Sunday 2026-11-22 in India: the open payroll month is 2026-10-25..2026-11-24 ("11-2026").
 */
const NOW = new Date('2026-11-22T06:30:00Z');
const DAY = '2026-11-09';
const HEADER = ['Emp ID', 'Date', 'Session 1', 'Session 2', 'Remarks'];

const workbook = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Muster');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
};
const file = (rows: unknown[][]) => ({ name: 'muster.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook(rows) });

describe('muster overrides, import and Add LOP', () => {
  const suite = useBrowserSuite({ clockAt: NOW });

  it('HR001 imports a fixed file after reading its errors, overrides EMP001’s absent day, sees it present, and adds LOP to a past month', async () => {
    const { page, server } = suite;
    const db = server.database.db;
    const idOf = async (empId: string) => (await db.selectFrom('employee').select('id').where('emp_id', '=', empId).executeTakeFirstOrThrow()).id;
    const emp001 = await db.selectFrom('employee').select(['id', 'first_name', 'last_name']).where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    const name = `${emp001.first_name} ${emp001.last_name}`;
    const acme = (await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    await makeAbsentDay(db, acme, emp001.id, DAY);
    await server.app.attendanceProcessor.whenIdle();
    expect((await db.selectFrom('attendance_day').select('status_code').where('employee_id', '=', emp001.id).where('attendance_date', '=', DAY).executeTakeFirstOrThrow()).status_code).toBe('A');

    await enterAs(page, server, 'HR001', '/adminAttendance/attendanceMuster');
    await page.getByRole('table', { name: 'Attendance muster' }).waitFor();
    await toastGateOpen(page);

    // Import: one bad row refuses the file, the grid says why; the fixed file is written.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importing = page.getByRole('dialog', { name: 'Import muster' });
    const good = [['EMP002', '2026-11-16', 'A', 'A', 'No show, confirmed by manager']];
    await importing.getByLabel('Muster file').setInputFiles(file([HEADER, ...good, ['EMP999', '2026-11-16', 'X', 'P', '']]));
    await importing.getByRole('button', { name: 'Upload' }).click();
    await shows(importing, '1 of 2 rows has errors; nothing was imported');
    const grid = importing.getByRole('table', { name: 'Rows with errors' });
    await shows(grid, 'Session 1 must be P or A; found X; Employee EMP999 does not exist in this organisation');
    await importing.getByRole('button', { name: 'Download error file' }).waitFor();
    expect(await db.selectFrom('attendance_override').select('employee_id').execute()).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'muster import errors at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });

    await importing.getByLabel('Muster file').setInputFiles(file([HEADER, ...good]));
    await importing.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Uploaded Successfully!');
    await importing.waitFor({ state: 'detached' });
    expect(await db.selectFrom('attendance_override').select(['employee_id', 'attendance_date', 'session1', 'session2']).execute()).toEqual([
      { employee_id: await idOf('EMP002'), attendance_date: '2026-11-16', session1: 'A', session2: 'A' },
    ]);

    // Bulk Override: EMP001's 9 Nov, both sessions P.
    await toastGateOpen(page);
    await page.getByRole('tab', { name: 'Bulk Override' }).click();
    await page.getByRole('combobox', { name: 'Employee', exact: true }).fill('EMP001');
    await page.getByRole('option', { name: /^EMP001 - / }).click();
    const days = page.getByRole('table', { name: 'Attendance override' });
    await days.getByRole('button', { name: 'P for Session 1 of 09/11/2026' }).click();
    await days.getByRole('button', { name: 'P for Session 2 of 09/11/2026' }).click();
    await page.getByRole('textbox', { name: 'Remarks' }).fill('Badge reader was down');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'bulk override at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Override Updated Successfully!');
    await server.app.attendanceProcessor.whenIdle();

    await page.getByRole('tab', { name: 'Override History' }).click();
    const history = page.getByRole('table', { name: 'Override history' });
    await shows(history, '09/11/2026');
    await shows(history, 'Badge reader was down');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'override history at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The muster shows the day present now.
    await page.reload();
    await page.getByRole('table', { name: 'Attendance muster' }).waitFor();
    await page.getByRole('combobox', { name: 'Employee', exact: true }).fill('EMP001');
    await page.getByRole('option', { name: /^EMP001 - / }).click();
    await page.getByRole('button', { name: dayCellName('P', DAY, [name]) }).waitFor();

    // EMP001's own calendar shows it too, and says who overrode it and why.
    await enterAs(page, server, 'EMP001', '/attendance/calendar');
    const calendar = page.getByRole('grid', { name: 'Attendance calendar' });
    await dayCell(calendar, DAY, 'P').click();
    const details = page.getByRole('dialog', { name: 'Attendance Details for 09/11/2026' });
    await details.getByText(/^A manual override marked Session 1 present \(P\): by HR001 .+, because: Badge reader was down\.$/).first().waitFor();

    // Add LOP for a past payroll month (10-2026: 25 Sep – 24 Oct).
    await enterAs(page, server, 'HR001', '/adminAttendance/attendanceMuster');
    await page.getByRole('table', { name: 'Attendance muster' }).waitFor();
    await toastGateOpen(page);
    await page.getByRole('button', { name: 'Add LOP' }).click();
    const lop = page.getByRole('dialog', { name: 'Add LOP' });
    await lop.getByRole('button', { name: 'Submit' }).click();
    await shows(lop, 'Please select an employee');
    await lop.getByRole('combobox', { name: 'Employee', exact: true }).fill('EMP002');
    await page.getByRole('option', { name: /^EMP002 - / }).click();
    await lop.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: 'October' }).click();
    await lop.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: '2026' }).click();
    await lop.getByRole('textbox', { name: 'LOP Days' }).fill('1');
    await lop.getByRole('textbox', { name: 'Reason' }).fill('Unpaid day agreed with payroll');
    await lop.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'LOP added successfully');
    await lop.waitFor({ state: 'detached' });
    const entries = await db.selectFrom('lop_entry').select(['employee_id', 'payroll_month', 'lop_days', 'source', 'reason', 'created_by']).execute();
    expect(entries.map((e) => ({ ...e, lop_days: Number(e.lop_days) }))).toEqual([
      { employee_id: await idOf('EMP002'), payroll_month: '2026-09-25', lop_days: 1, source: 'addLop', reason: 'Unpaid day agreed with payroll', created_by: 'HR001' },
    ]);
  });
});
