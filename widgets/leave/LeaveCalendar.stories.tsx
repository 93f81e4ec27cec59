import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Views, type View } from 'react-big-calendar';
import type { LeaveCalendarEntry } from '../../src/shared/leaveSpecialRecords';
import { LeaveCalendar } from './LeaveCalendar';
import { SAMPLE_LEAVE_ENTRIES } from './sampleLeaveEntries';

function CalendarStory({ entries, showPerson, initialView }: { entries: LeaveCalendarEntry[]; showPerson: boolean; initialView: View }) {
  const [date, setDate] = useState(new Date(2026, 11, 1));
  const [view, setView] = useState<View>(initialView);
  const [picked, setPicked] = useState('');
  return (
    <>
      <LeaveCalendar entries={entries} date={date} view={view} onNavigate={setDate} onView={setView} showPerson={showPerson} onSelect={(entry) => setPicked(entry.leaveCode)} />
      <p>Selected: {picked || 'none'}</p>
    </>
  );
}

const meta = {
  title: 'Leave/LeaveCalendar',
  component: CalendarStory,
  args: { entries: SAMPLE_LEAVE_ENTRIES, showPerson: true, initialView: Views.MONTH },
} satisfies Meta<typeof CalendarStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** December 2026: a colour per type, pending dates dashed, a half day named by its session. */
export const Team: Story = {};
export const Mine: Story = { args: { entries: SAMPLE_LEAVE_ENTRIES.filter((entry) => entry.empId === 'EMP001'), showPerson: false } };
export const List: Story = { args: { initialView: Views.AGENDA } };
export const Empty: Story = { args: { entries: [] } };
