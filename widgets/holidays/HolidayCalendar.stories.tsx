import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Views, type View } from 'react-big-calendar';
import { HolidayCalendar } from './HolidayCalendar';
import type { HolidayRecord } from '../../src/shared/holidayRecord';
import { SAMPLE_HOLIDAYS } from './sampleHolidays';

function CalendarStory({ holidays, loading, initialView }: { holidays: HolidayRecord[]; loading: boolean; initialView: View }) {
  const [date, setDate] = useState(new Date(2026, 2, 1));
  const [view, setView] = useState<View>(initialView);
  const [picked, setPicked] = useState('');
  return (
    <>
      <HolidayCalendar holidays={holidays} loading={loading} date={date} view={view} onNavigate={setDate} onView={setView} onSelectHoliday={(h) => setPicked(h.occasion)} />
      <p>Selected: {picked || 'none'}</p>
    </>
  );
}

const meta = {
  title: 'Holidays/HolidayCalendar',
  component: CalendarStory,
  args: { holidays: SAMPLE_HOLIDAYS, loading: false, initialView: Views.MONTH },
} satisfies Meta<typeof CalendarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** March 2026: 19 March has four holidays, so three show and a '+1 more' link opens the day. */
export const Month: Story = {};
export const Loading: Story = { args: { loading: true } };
export const List: Story = { args: { initialView: Views.AGENDA } };
export const Week: Story = { args: { initialView: Views.WEEK } };
export const Empty: Story = { args: { holidays: [] } };
