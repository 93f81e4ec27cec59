import { useMemo, useState } from 'react';
import { Calendar, dateFnsLocalizer, Views, type EventProps, type View } from 'react-big-calendar';
import { addDays, differenceInCalendarDays, format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { capPerDay } from '../calendar/capPerDay';

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

export interface Shown<T> {
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  /** The event; absent on a more-link. */
  source?: T;
  /** The more-link of a day with more than three events: how many are hidden. */
  more?: number;
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

/** The days (yyyy-MM-dd) an event covers, start to end. */
function daysOf(event: CalendarEventInput): string[] {
  const first = at(event.startDate);
  const count = Math.max(0, differenceInCalendarDays(at(event.endDate), first)) + 1;
  return Array.from({ length: count }, (_, index) => format(addDays(first, index), 'yyyy-MM-dd'));
}

/**
 * The month view's events: at most three a day, then "+n more" (spec 002 §9, as the holiday
 * calendar: the same capPerDay). Ordered as react-big-calendar lays a day out — by start, the
 * longer first — so the ones kept are the ones it would draw first.
 */
export function monthCalendarEvents<T extends CalendarEventInput>(events: readonly T[]): Shown<T>[] {
  const ordered = [...events].sort((a, b) => a.startDate.localeCompare(b.startDate) || b.endDate.localeCompare(a.endDate) || (a.startTime ?? '').localeCompare(b.startTime ?? ''));
  return capPerDay(ordered, {
    daysOf,
    show: toCalendarEvent,
    more: (day, hidden) => ({ title: `+${hidden} more`, start: at(day), end: addDays(at(day), 1), allDay: true, more: hidden }),
  });
}

function EventContent<T>({ event }: EventProps<Shown<T>>) {
  if (event.more === undefined) return <span>{event.title}</span>;
  return (
    <Link component="span" underline="hover" sx={{ fontSize: 12 }}>
      {event.title}
    </Link>
  );
}

export interface EventCalendarProps<T extends CalendarEventInput> {
  events: readonly T[];
  date: Date;
  onNavigate: (date: Date) => void;
  onSelect: (event: T) => void;
}

/**
 * The events calendar on react-big-calendar, as the holiday calendar: month, week, day and list
 * views; at most three events a day in the month, then a more-link that opens that day; a click
 * opens the event.
 */
export function EventCalendar<T extends CalendarEventInput>({ events, date, onNavigate, onSelect }: EventCalendarProps<T>) {
  const [view, setView] = useState<View>(Views.MONTH);
  const shown = useMemo(() => (view === Views.MONTH ? monthCalendarEvents(events) : events.map(toCalendarEvent)), [events, view]);
  return (
    <Box
      sx={{
        // The month grows to hold its days (at most three events and the more-link each) instead of
        // scrolling inside a week: a scrolling week row is a region a keyboard cannot reach (axe).
        ...(view === Views.MONTH ? { minHeight: 680 } : { height: 680 }),
        '& .rbc-month-view, & .rbc-month-row': { flex: '1 0 auto', height: 'auto' },
        '& .rbc-month-row': { overflow: 'visible' },
        '& .rbc-row-content-scrollable .rbc-row-content-scroll-container': { height: 'auto', overflowY: 'visible' },
        '& .rbc-event': { bgcolor: 'primary.dark', color: 'primary.contrastText' },
        // The more-link reads as a link, not as an event.
        '& .rbc-event.more-link': { bgcolor: 'transparent', color: 'primary.dark', p: 0 },
      }}
    >
      <Calendar<Shown<T>>
        localizer={localizer}
        events={shown}
        date={date}
        onNavigate={onNavigate}
        view={view}
        onView={setView}
        views={VIEWS}
        messages={MESSAGES}
        // The three-a-day cap is applied to the events themselves (monthCalendarEvents), so nothing hides behind the cell height.
        showAllEvents
        popup={false}
        components={{ event: EventContent }}
        eventPropGetter={(event) => (event.more === undefined ? {} : { className: 'more-link' })}
        onSelectEvent={(event) => {
          if (event.source) return onSelect(event.source);
          onNavigate(event.start);
          setView(Views.DAY);
        }}
      />
    </Box>
  );
}
