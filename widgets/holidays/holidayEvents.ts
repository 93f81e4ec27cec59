import { isRestricted } from '../../src/shared/holidayApplies';
import type { HolidayRecord } from '../../src/shared/holidayRecord';
import { capPerDay } from '../calendar/capPerDay';

/** Spec 002 §3 Holiday calendar event, plus the calendar's own fields (dates, the holiday, a placeholder or more-link marker). */
export interface HolidayEvent {
  title: string;
  backgroundColor: string;
  textColor: string;
  labelColor: string;
  width: string;
  height: string;
  borderRadius: string;
  /** The letter of the legend: H holiday, L restricted holiday. */
  label: 'H' | 'L' | '';
  start: Date;
  end: Date;
  allDay: true;
  holiday?: HolidayRecord;
  /** A skeleton placeholder shown while the month loads. */
  placeholder?: boolean;
  /** The more-link of a day with more than MAX_EVENTS_PER_DAY holidays: how many are hidden. */
  more?: number;
}

/** Spec 002 §2 legend: Holiday H dark blue on light blue, Restricted Holiday L gold on light yellow
 * (a dark gold: 5.9:1 on the yellow, for WCAG AA). */
export const LEGEND = {
  holiday: { label: 'H', name: 'Holiday', textColor: '#0d3c8c', backgroundColor: '#e3f0ff' },
  restricted: { label: 'L', name: 'Restricted Holiday', textColor: '#7a5c00', backgroundColor: '#fff8d6' },
} as const;

/** Spec 002 §2: skeleton placeholder events while loading. */
export const SKELETON_DAYS = 30;

/**
 * Spec 002 §2: "Event titles longer than 12 characters are cut to 20 characters plus an ellipsis"
 * — taken as stated: a title of 13 or more characters shows its first 20 and '...'.
 */
export function eventTitle(occasion: string): string {
  return occasion.length > 12 ? `${occasion.slice(0, 20)}...` : occasion;
}

/** A yyyy-MM-dd date as a local midnight (the calendar's days are local). */
export function localDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Spec 002 §2 Holiday Details: the date as dd-mm-yyyy. */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}

const look = (restricted: boolean) => {
  const legend = restricted ? LEGEND.restricted : LEGEND.holiday;
  return { backgroundColor: legend.backgroundColor, textColor: legend.textColor, labelColor: legend.textColor, label: legend.label, width: '100%', height: '22px', borderRadius: '4px' };
};

export function toHolidayEvent(holiday: HolidayRecord): HolidayEvent {
  const start = localDate(holiday.date);
  return { ...look(isRestricted(holiday)), title: eventTitle(holiday.occasion), start, end: start, allDay: true, holiday };
}

/**
 * The month's events, at most MAX_EVENTS_PER_DAY a day (capPerDay): a day with more keeps its
 * first ones and gets a more-link event counting the rest.
 */
export function monthEvents(holidays: readonly HolidayRecord[]): HolidayEvent[] {
  return capPerDay(holidays, {
    daysOf: (holiday) => [holiday.date],
    show: toHolidayEvent,
    more: (date, hidden) => {
      const start = localDate(date);
      return { ...look(false), label: '', title: `+${hidden} more`, start, end: start, allDay: true, more: hidden };
    },
  });
}

/** SKELETON_DAYS placeholder events from the first of `month` (yyyy-MM). */
export function skeletonEvents(month: string): HolidayEvent[] {
  const first = localDate(`${month}-01`);
  return Array.from({ length: SKELETON_DAYS }, (_, index) => {
    const start = new Date(first.getFullYear(), first.getMonth(), first.getDate() + index);
    return { ...look(false), label: '', title: '', start, end: start, allDay: true, placeholder: true };
  });
}

/** The month a date falls in, as yyyy-MM (spec 002 §2: "the month is reported as yyyy-MM"). */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}
