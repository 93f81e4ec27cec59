/** Spec 001 §3's weekend policy week, as stored in weekend_policy.weeks. */
export interface WeekendWeek {
  weekName: string;
  satDate: string;
  satStatus: 'Off' | 'Working';
  sunDate: string;
  sunStatus: 'Off';
}

/**
 * Whether a date is a weekend day Off or Working under its month's policy (null: a weekday). A
 * month without a policy keeps the organisation default: Saturdays Off, Sundays Off.
 *
 * The processor's own copy until the shifts work publishes src/shared/weekendPolicy.ts
 * `weekendStatusOn`; the lead unifies them at merge.
 */
export function weekendStatusOn(date: string, weeks: readonly WeekendWeek[] | null): 'Off' | 'Working' | null {
  const weekday = new Date(`${date}T00:00Z`).getUTCDay();
  if (weekday === 0) return 'Off';
  if (weekday !== 6) return null;
  return weeks?.find((week) => week.satDate === date)?.satStatus ?? 'Off';
}
