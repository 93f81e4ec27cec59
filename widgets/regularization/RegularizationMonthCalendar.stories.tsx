import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RegularizationMonthCalendar } from './RegularizationMonthCalendar';

const absent = new Set(['2026-10-28', '2026-11-03', '2026-11-12', '2026-11-13']);
const meta = {
  title: 'Regularization/RegularizationMonthCalendar',
  component: RegularizationMonthCalendar,
  args: {
    title: 'November 2026',
    startDate: '2026-10-25',
    endDate: '2026-11-24',
    lookOf: (date: string) => (date === '2026-11-12' ? 'selected' : date === '2026-11-05' ? 'pending' : date === '2026-11-02' ? 'approved' : absent.has(date) ? 'absent' : 'plain'),
    selectable: (date: string) => absent.has(date),
    onPick: fn(),
    onPrevious: fn(),
    onNext: fn(),
  },
} satisfies Meta<typeof RegularizationMonthCalendar>;
export default meta;

export const WithAbsentDays: StoryObj<typeof meta> = {};
