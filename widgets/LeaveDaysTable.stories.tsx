import type { Meta, StoryObj } from '@storybook/react-vite';
import { LeaveDaysTable } from './LeaveDaysTable';

const meta = { title: 'Widgets/LeaveDaysTable', component: LeaveDaysTable } satisfies Meta<typeof LeaveDaysTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two days of CL, the last a half day. */
export const HalfLastDay: Story = {
  args: {
    numOfDays: 1.5,
    days: [
      { date: '2026-11-23', sessions: [1, 2], counted: 1, why: 'Working day' },
      { date: '2026-11-24', sessions: [1], counted: 0.5, why: 'Working day (Session 1 only)' },
    ],
  },
};

/** Friday to Monday: the weekend counts under the sandwich rule (PL). */
export const Sandwich: Story = {
  args: {
    numOfDays: 4,
    days: [
      { date: '2026-12-04', sessions: [1, 2], counted: 1, why: 'Working day' },
      { date: '2026-12-05', sessions: [1, 2], counted: 1, why: 'Weekly off (sandwich rule)' },
      { date: '2026-12-06', sessions: [1, 2], counted: 1, why: 'Weekly off (sandwich rule)' },
      { date: '2026-12-07', sessions: [1, 2], counted: 1, why: 'Working day' },
    ],
  },
};

/** Without the sandwich rule the weekend is shown but not counted. */
export const WeekendNotCounted: Story = {
  args: {
    numOfDays: 2,
    days: [
      { date: '2026-12-04', sessions: [1, 2], counted: 1, why: 'Working day' },
      { date: '2026-12-05', sessions: [1, 2], counted: 0, why: 'Weekly off' },
      { date: '2026-12-06', sessions: [1, 2], counted: 0, why: 'Weekly off' },
      { date: '2026-12-07', sessions: [1, 2], counted: 1, why: 'Working day' },
    ],
  },
};
