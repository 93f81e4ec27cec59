import { useMemo } from 'react';
import { Calendar, dateFnsLocalizer, Views, type View } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { Box, Chip, Stack } from '@mui/material';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { LeaveCalendarEntry } from '../../src/shared/leaveSpecialRecords';
import { colourOf, leaveCalendarEvents, type LeaveCalendarEvent } from './leaveCalendarEvents';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-US': enUS } });
const VIEWS: View[] = [Views.MONTH, Views.AGENDA];
const MESSAGES = { agenda: 'List', noEventsInRange: 'No leave in this range' };

export interface LeaveCalendarProps {
  entries: readonly LeaveCalendarEntry[];
  /** The month shown. */
  date: Date;
  view: View;
  onNavigate(date: Date): void;
  onView(view: View): void;
  /** Name the person on each event (team and organisation calendars). */
  showPerson: boolean;
  onSelect?(entry: LeaveCalendarEntry): void;
}

/**
 * The leave calendar (LeaveCalendar, leaveCalenderAdmin) on react-big-calendar: one colour per leave
 * type; an approved date is filled, a pending one outlined and dashed. Controlled: the page owns
 * the month and the view, and loads the month's entries.
 */
export function LeaveCalendar({ entries, date, view, onNavigate, onView, showPerson, onSelect }: LeaveCalendarProps) {
  const events = useMemo(() => leaveCalendarEvents(entries, showPerson), [entries, showPerson]);
  const types = useMemo(() => [...new Map(entries.map((entry) => [entry.leaveType, entry.leaveName])).entries()].sort(), [entries]);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap aria-label="Legend">
        {types.map(([code, name]) => (
          <Chip key={code} size="small" label={`${code} – ${name}`} sx={{ bgcolor: colourOf(code), color: '#fff' }} />
        ))}
        <Chip size="small" variant="outlined" label="Approved: filled" />
        <Chip size="small" variant="outlined" label="Pending: dashed outline" sx={{ borderStyle: 'dashed' }} />
      </Stack>
      <Box sx={{ height: 680 }}>
        <Calendar<LeaveCalendarEvent>
          localizer={localizer}
          events={events}
          date={date}
          view={view}
          views={VIEWS}
          onNavigate={onNavigate}
          onView={onView}
          messages={MESSAGES}
          popup
          tooltipAccessor={(event) => `${event.entry.employeeName} (${event.entry.empId}): ${event.entry.leaveName}, ${event.entry.status} — ${event.entry.leaveCode}`}
          eventPropGetter={(event) => {
            const colour = colourOf(event.entry.leaveType);
            const pending = event.entry.status === 'Pending';
            return {
              style: pending
                ? { backgroundColor: '#fff', color: colour, border: `1px dashed ${colour}`, fontSize: 12 }
                : { backgroundColor: colour, color: '#fff', border: `1px solid ${colour}`, fontSize: 12 },
            };
          }}
          onSelectEvent={(event) => onSelect?.(event.entry)}
        />
      </Box>
    </Stack>
  );
}
