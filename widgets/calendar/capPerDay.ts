/** Spec 002 §2 and §9: a calendar day shows at most 3 events, then a more-link. */
export const MAX_EVENTS_PER_DAY = 3;

export interface DayCap<T, E> {
  /** The days (yyyy-MM-dd) an item covers on the calendar: one for a holiday, each day of a multi-day event. */
  daysOf: (item: T) => readonly string[];
  show: (item: T) => E;
  /** The more-link event of a day (yyyy-MM-dd) hiding `hidden` items. */
  more: (day: string, hidden: number) => E;
}

/**
 * At most MAX_EVENTS_PER_DAY items a day, in the order given, then one more-link event per day that
 * hides some. An item covering several days is shown only when each of its days has room (else it
 * counts as hidden on each), so no day shows more than the cap. The cap is applied to the events the
 * calendar is given (react-big-calendar with `showAllEvents`): its own limit follows the cell height.
 */
export function capPerDay<T, E>(items: readonly T[], { daysOf, show, more }: DayCap<T, E>): E[] {
  const shownOn = new Map<string, number>();
  const hiddenOn = new Map<string, number>();
  const shown: E[] = [];
  for (const item of items) {
    const days = daysOf(item);
    if (days.every((day) => (shownOn.get(day) ?? 0) < MAX_EVENTS_PER_DAY)) {
      for (const day of days) shownOn.set(day, (shownOn.get(day) ?? 0) + 1);
      shown.push(show(item));
    } else {
      for (const day of days) hiddenOn.set(day, (hiddenOn.get(day) ?? 0) + 1);
    }
  }
  return [...shown, ...[...hiddenOn.entries()].map(([day, hidden]) => more(day, hidden))];
}
