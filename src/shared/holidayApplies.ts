/** What decides whether a holiday applies: spec 002's holiday fields, as stored. */
export interface HolidayCoverage {
  allState: boolean;
  allLocation: boolean;
  stateList: { name: string }[];
  locationList: { name: string }[];
  /** The spec's yes/no text. */
  restrictedHoliday: string;
}

/** An employee's work location: its name (Work Location master) and its state. Null when the employee has none. */
export interface WorkPlace {
  location: string;
  state: string | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec 002: a holiday applies to an employee when it covers their work location's state and
 * location (all states / all locations cover everyone; an employee without a work location is
 * covered only by a holiday for all states and all locations).
 */
export function holidayApplies(holiday: HolidayCoverage, place: WorkPlace | null): boolean {
  const stateCovered = holiday.allState || (place?.state != null && holiday.stateList.some((s) => sameName(s.name, place.state!)));
  const locationCovered = holiday.allLocation || (place != null && holiday.locationList.some((l) => sameName(l.name, place.location)));
  return stateCovered && locationCovered;
}

/** Spec 002: restricted when restrictedHoliday equals yes in any letter case. */
export function isRestricted(holiday: Pick<HolidayCoverage, 'restrictedHoliday'>): boolean {
  return holiday.restrictedHoliday.trim().toLowerCase() === 'yes';
}
