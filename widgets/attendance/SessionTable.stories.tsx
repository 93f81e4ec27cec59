import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionTable } from './SessionTable';

const meta = {
  title: 'Attendance/SessionTable',
  component: SessionTable,
} satisfies Meta<typeof SessionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A half day: Session 1 worked late beyond grace, Session 2 absent. */
export const HalfDay: Story = {
  args: {
    sessions: [
      { session: 'Session 1', shift: 'S1', firstIn: '09:52', lastOut: '14:00', lateIn: '00:22', excessIn: '00:00', earlyOut: '00:00', status: 'P' },
      { session: 'Session 2', shift: 'S1', firstIn: null, lastOut: null, lateIn: '00:00', excessIn: '00:00', earlyOut: '04:30', status: 'A' },
    ],
  },
};
/** A day not processed yet. */
export const Empty: Story = { args: { sessions: [] } };
