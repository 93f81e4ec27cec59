import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventCalendar } from './EventCalendar';

const meta = {
  title: 'Widgets/EventCalendar',
  component: EventCalendar,
} satisfies Meta<typeof EventCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A timed town hall and a two-day department offsite. */
export const Month: Story = {
  args: {
    date: new Date('2026-11-20T00:00:00'),
    onNavigate: () => undefined,
    onSelect: () => undefined,
    events: [
      { id: 1, title: 'Town hall', startDate: '2026-11-24', endDate: '2026-11-24', startTime: '10:00', endTime: '11:00' },
      { id: 2, title: 'Team offsite', startDate: '2026-11-27', endDate: '2026-11-28' },
    ],
  },
};

/** Five events on one day: three shown, then "+2 more", which opens the day. */
export const BusyDay: Story = {
  args: {
    ...Month.args,
    events: [1, 2, 3, 4, 5].map((id) => ({ id, title: `Session ${id}`, startDate: '2026-11-18', endDate: '2026-11-18' })),
  },
};
