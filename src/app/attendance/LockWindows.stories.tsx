import type { Meta, StoryObj } from '@storybook/react-vite';
import { attendanceWindows } from '../../shared/attendanceWindows';
import LockWindows from './LockWindows';

const meta = { title: 'Attendance/LockWindows', component: LockWindows } satisfies Meta<typeof LockWindows>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No setting: both windows run from the payroll month's start (the 25th) to yesterday. */
export const Default: Story = { args: { windows: attendanceWindows('2026-11-20') } };
/** Employees locked from the 10th; approvers reach back into the previous payroll month. */
export const Locked: Story = {
  args: { windows: attendanceWindows('2026-11-20', { attendanceEmpLockDate: '2026-11-10', attendanceRepoLockDate: '2026-10-01', payrollStartDay: 25 }) },
};
/** The first day of a payroll month: nothing is open to employees yet. */
export const FirstDay: Story = { args: { windows: attendanceWindows('2026-11-25') } };
