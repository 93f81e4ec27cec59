import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExplainPanel } from './ExplainPanel';

const meta = {
  title: 'Attendance/ExplainPanel',
  component: ExplainPanel,
} satisfies Meta<typeof ExplainPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example: one punch, no out-punch. */
export const OnePunch: Story = {
  args: {
    sentences: [
      'Marked Absent: one punch at 09:12, no out-punch; a day needs at least 04:30 worked for a half day.',
      'Shift S1 runs 09:30–18:30 with 00:15 grace; full day 09:00, half day 04:30; swipes count from 05:30 for 24 hours.',
      'Only an in-punch at 09:12; no out-punch.',
      'Nothing marked both sessions once the shift was over, so they are absent.',
      'Half day minimum hours is not fulfilled and so, 1 day(s) of LOP will be deducted.',
    ],
  },
};
export const Present: Story = {
  args: { sentences: ['Marked Present (P), decided by the punches.', 'Worked 09:15 from first in to last out: reaches the full day of 09:00.'] },
};
