import { useMemo } from 'react';
import { Calendar, dateFnsLocalizer, Views, type EventProps, type View } from 'react-big-calendar';
import { addMonths, format, getDay, getDaysInMonth, parse, startOfMonth, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { Box, Link, Skeleton } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { monthEvents, skeletonEvents, toHolidayEvent, type HolidayEvent } from './holidayEvents';
import type { HolidayRecord } from '../../src/shared/holidayRecord';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-US': enUS } });

/** Spec 002 §2: month, week, day and list views (react-big-calendar's agenda, named List). */
export const HOLIDAY_VIEWS: View[] = [Views.MONTH, Views.WEEK, Views.DAY, Views.AGENDA];
const MESSAGES = { agenda: 'List', noEventsInRange: 'No holidays in this range' };

export interface HolidayCalendarProps {
  holidays: readonly HolidayRecord[];
  loading: boolean;
  /** The day the calendar shows (its month in month view). */
  date: Date;
  view: View;
  onNavigate: (date: Date) => void;
  onView: (view: View) => void;
  onSelectHoliday: (holiday: HolidayRecord) => void;
  /** Views offered; default all four. */
  views?: View[];
}

function HolidayEventContent({ event }: EventProps<HolidayEvent>) {
  if (event.placeholder) return <Skeleton variant="rounded" height={16} data-testid="holiday-skeleton" />;
  if (event.more !== undefined) {
    return (
      <Link component="span" underline="hover" sx={{ fontSize: 12, color: 'text.secondary' }}>
        {event.title}
      </Link>
    );
  }
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 12 }} title={event.holiday?.occasion}>
      {/* A screen reader hears the kind's name, not the letter (an aria-label on a plain span is not read, and is not allowed in a calendar row). */}
      <Box component="span" aria-hidden sx={{ fontWeight: 700, color: event.labelColor }}>
        {event.label}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {event.label === 'L' ? 'Restricted Holiday:' : 'Holiday:'}
      </Box>
      <span>{event.title}</span>
    </Box>
  );
}

/**
 * The holiday calendar of spec 002 §2 on react-big-calendar: at most three holidays a day then a
 * more-link (which opens that day), skeleton events while loading, the legend's colours, a click
 * on a holiday opens its details. Controlled: the page owns the date and the view.
 */
export function HolidayCalendar({ holidays, loading, date, view, onNavigate, onView, onSelectHoliday, views = HOLIDAY_VIEWS }: HolidayCalendarProps) {
  const events = useMemo(() => {
    if (loading) return skeletonEvents(format(date, 'yyyy-MM'));
    return view === Views.MONTH ? monthEvents(holidays) : holidays.map(toHolidayEvent);
  }, [loading, holidays, view, date]);

  // The list shows the whole month the filters asked for, and steps a month at a time.
  const list = view === Views.AGENDA;
  return (
    <Box sx={{ height: 720, '& .rbc-event': { p: 0, background: 'none', border: 0 }, '& .rbc-event:focus': { outline: '2px solid', outlineColor: 'primary.main' } }}>
      <Calendar<HolidayEvent>
        localizer={localizer}
        events={events}
        date={list ? startOfMonth(date) : date}
        view={view}
        views={views}
        onNavigate={(next, _view, action) => {
          if (list && action === 'PREV') onNavigate(addMonths(startOfMonth(date), -1));
          else if (list && action === 'NEXT') onNavigate(addMonths(startOfMonth(date), 1));
          else onNavigate(next);
        }}
        onView={onView}
        messages={MESSAGES}
        // The three-a-day limit is applied to the events themselves (monthEvents), so nothing hides behind the cell height.
        showAllEvents
        length={getDaysInMonth(date)}
        popup={false}
        components={{ event: HolidayEventContent }}
        eventPropGetter={(event) => ({
          style: event.placeholder || event.more !== undefined ? {} : { backgroundColor: event.backgroundColor, color: event.textColor, borderRadius: event.borderRadius, padding: '1px 4px' },
        })}
        onSelectEvent={(event) => {
          if (event.placeholder) return;
          if (event.more !== undefined) {
            onNavigate(event.start);
            onView(Views.DAY);
            return;
          }
          if (event.holiday) onSelectHoliday(event.holiday);
        }}
      />
    </Box>
  );
}
