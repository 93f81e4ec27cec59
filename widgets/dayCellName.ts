import { format, parseISO } from 'date-fns';

/**
 * The accessible name of a calendar's day cell: what the cell shows, in its order ('26 P 09:30 - 18:30'),
 * so that a person who reads the screen and one who hears it (or speaks to it) name the cell alike
 * (WCAG 2.5.3), then what only its colour or place says ('absent', 'holiday'), then the date written out,
 * which the day's number alone does not say: '26 P 09:30 - 18:30, Thursday 26 November 2026'.
 */
export function dayCellName(shown: string, date: string, notes: readonly string[] = []): string {
  return [shown, ...notes, format(parseISO(date), 'EEEE d MMMM yyyy')].join(', ');
}
