import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@mui/material';
import { CalendarDayCell } from './CalendarDayCell';

const meta = {
  title: 'Attendance/CalendarDayCell',
  component: CalendarDayCell,
  decorators: [(Story) => <Stack sx={{ width: 110 }}>{Story()}</Stack>],
  args: { date: '2026-11-03', dayNumber: 3, secondary: '09:25 - 18:40', holiday: false, tone: null, disabled: false, clickable: true, status: 'P' },
} satisfies Meta<typeof CalendarDayCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Present: Story = {};
/** The absent letter is red. */
export const Absent: Story = { args: { status: 'A', secondary: '09:12' } };
export const HalfDay: Story = { args: { status: 'P/A', secondary: '09:30 - 14:30' } };
export const Holiday: Story = { args: { status: 'H', holiday: true, secondary: 'Founders Day' } };
export const PendingRegularization: Story = { args: { status: 'A', tone: 'pending' } };
export const ApprovedRegularization: Story = { args: { status: 'P', tone: 'approved' } };
export const RejectedRegularization: Story = { args: { status: 'A', tone: 'rejected' } };
export const OnDuty: Story = { args: { status: 'OD', tone: 'onDuty' } };
export const WorkFromHome: Story = { args: { status: 'WFH', tone: 'workFromHome' } };
export const CompOff: Story = { args: { status: 'CO', tone: 'compOff' } };
/** Outside the payroll window. */
export const Disabled: Story = { args: { status: null, secondary: '', disabled: true, clickable: false } };
/** A future day: shown, not clickable. */
export const Future: Story = { args: { status: null, secondary: 'S1', clickable: false } };
