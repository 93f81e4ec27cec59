import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { defaultWeekendWeeks, type WeekendWeek } from '../src/shared/weekendPolicy';
import { WeekendWeeksTable } from './WeekendWeeksTable';

const meta = {
  title: 'Widgets/WeekendWeeksTable',
  component: WeekendWeeksTable,
} satisfies Meta<typeof WeekendWeeksTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function Editable({ monthStart }: { monthStart: string }) {
  const [weeks, setWeeks] = useState<WeekendWeek[]>(() => defaultWeekendWeeks(monthStart));
  return (
    <WeekendWeeksTable
      weeks={weeks}
      onSaturdayChange={(weekName, status) => setWeeks((all) => all.map((week) => (week.weekName === weekName ? { ...week, satStatus: status } : week)))}
    />
  );
}

/** February 2026: four weeks. */
export const FourWeeks: Story = { args: { weeks: defaultWeekendWeeks('2026-02-01') }, render: () => <Editable monthStart="2026-02-01" /> };
/** November 2026: five Sundays, so five weeks; the fifth has no Saturday. */
export const FiveWeeks: Story = { args: { weeks: defaultWeekendWeeks('2026-11-01') }, render: () => <Editable monthStart="2026-11-01" /> };
/** Read only: a role that may view the policy but not change it. */
export const ReadOnly: Story = {
  args: { weeks: defaultWeekendWeeks('2026-05-01').map((week, index) => (index === 1 ? { ...week, satStatus: 'Working' } : week)) },
};
