import type { Meta, StoryObj } from '@storybook/react-vite';
import SwipeTable, { type SwipeLogRow } from './SwipeTable';

const meta = { title: 'Attendance/SwipeTable', component: SwipeTable } satisfies Meta<typeof SwipeTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const swipe = (time: string, Direction: SwipeLogRow['Direction'], door: string | null, device = 'Main Gate Bio Metric'): SwipeLogRow => ({
  empId: 'EMP001',
  attendanceDate: '2026-11-20',
  LogDateTime: `2026-11-20T${time}`,
  DeviceName: device,
  Direction,
  swipeDate: '2026-11-20',
  swipeTime: time,
  accessCardNo: 'AC-EMP001',
  doorAddress: door,
  source: 'Bio Metric',
});

export const Day: Story = { args: { rows: [swipe('09:24:10', 'In', 'Main Gate'), swipe('13:05:00', 'Out', 'Main Gate'), swipe('14:40:31', 'In', 'Main Gate'), swipe('18:41:02', 'Out', 'Main Gate')] } };
/** A reader that records no direction, and a web sign-in. */
export const MixedSources: Story = { args: { rows: [swipe('09:31:00', null, 'Side Door', 'Side Door Reader'), { ...swipe('18:02:00', 'Out', null, 'Web'), accessCardNo: null, source: 'Web' }] } };
export const Empty: Story = { args: { rows: [] } };
