import type { Meta, StoryObj } from '@storybook/react-vite';
import TodayAttendanceCard from './TodayAttendanceCard';

const meta = {
  title: 'Attendance/TodayAttendanceCard',
  component: TodayAttendanceCard,
  args: { busy: false, status: 'ready', onSign: () => {} },
} satisfies Meta<typeof TodayAttendanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = { attendanceDate: '2026-11-20', swipeCount: 0 };

export const NotSignedIn: Story = { args: { state: { ...day, signedIn: false, firstIn: null, lastOut: null } } };
export const SignedIn: Story = { args: { state: { ...day, signedIn: true, firstIn: '09:24', lastOut: null, swipeCount: 1 } } };
export const SignedOut: Story = { args: { state: { ...day, signedIn: false, firstIn: '09:24', lastOut: '18:41', swipeCount: 2 } } };
export const Signing: Story = { args: { ...SignedIn.args, busy: true } };
export const Loading: Story = { args: { state: null, status: 'loading' } };
export const Failed: Story = { args: { state: null, status: 'error' } };
