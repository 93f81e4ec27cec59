import { useMemo } from 'react';
import { Calendar, dateFnsLocalizer, Views, type View } from 'react-big-calendar';
import { addDays, format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import Box from '@mui/material/Box';
import 'react-big-calendar/lib/css/react-big-calendar.css';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-US': enUS } });
const VIEWS: View[] = [Views.MONTH, Views.WEEK, Views.DAY, Views.AGENDA];
const MESSAGES = { agenda: 'List', noEventsInRange: 'No events in this range' };

export interface CalendarEventInput {
  id: number;
  title: string;
  /** yyyy-MM-dd, and HH:mm or '' for all day. */
  startDate: string;
  endDate: string;
  startTime?: string;
  endTime?: string;
}

interface Shown<T> {
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  source: T;
}

const at = (day: string, time?: string) => new Date(`${day}T${time || '00:00'}:00`);

/** An event as react-big-calendar draws it: timed when it has times, else all day through its end date. */
export function toCalendarEvent<T extends CalendarEventInput>(event: T): Shown<T> {
  const timed = Boolean(event.startTime && event.endTime);
  return {
    title: event.title,
    start: at(event.startDate, timed ? event.startTime : undefined),
    end: timed ? at(event.endDate, event.endTime) : addDays(at(event.endDate), 1),
    allDay: !timed,
    source: event,
  };
}

export interface EventCalendarProps<T extends CalendarEventInput> {
  events: readonly T[];
  date: Date;
  onNavigate: (date: Date) => void;
  onSelect: (event: T) => void;
}

/** The events calendar on react-big-calendar, as the holiday calendar: month, week, day and list views; a click opens the event. */
export function EventCalendar<T extends CalendarEventInput>({ events, date, onNavigate, onSelect }: EventCalendarProps<T>) {
  const shown = useMemo(() => events.map(toCalendarEvent), [events]);
  return (
    <Box sx={{ height: 680, '& .rbc-event': { bgcolor: 'primary.dark', color: 'primary.contrastText' } }}>
      <Calendar<Shown<T>>
        localizer={localizer}
        events={shown}
        date={date}
        onNavigate={onNavigate}
        views={VIEWS}
        defaultView={Views.MONTH}
        messages={MESSAGES}
        popup
        onSelectEvent={(event) => onSelect(event.source)}
      />
    </Box>
  );
}
