/**
 * The nine holiday screens of spec 002 §2 as modes of one page (docs/holidays.md has the mapping and
 * why): which holidays they ask for (type), which filters they show, whether they edit, and
 * whether they start from the signed-in employee's own state and location.
 */
export interface HolidayMode {
  path: string;
  title: string;
  /** The type the screen asks for first: 'Yes' restricted, 'No' holidays, '' all. */
  type: '' | 'Yes' | 'No';
  showType: boolean;
  showMonth: boolean;
  readOnly: boolean;
  /** Starts filtered to the employee's own state and location. */
  ownPlace: boolean;
}

const mode = (path: string, title: string, type: HolidayMode['type'], options: Partial<HolidayMode> = {}): HolidayMode => ({
  path,
  title,
  type,
  showType: false,
  showMonth: true,
  readOnly: true,
  ownPlace: false,
  ...options,
});

export const HOLIDAY_MODES = {
  adminHolidays: mode('/adminHolidays', 'Holiday Calendar', 'No', { showType: true, readOnly: false }),
  adminRestrictedHolidays: mode('/adminRestrictedHolidays', 'Restricted Holiday Calendar', 'Yes', { showType: true, readOnly: false }),
  adminHolidaysall: mode('/adminHolidaysall', 'View All Holiday', '', { readOnly: false }),
  adminViewHolidays: mode('/adminViewHolidays', 'View All Holiday', ''),
  empHolidays: mode('/empHolidays', 'Holidays', 'No', { showMonth: false }),
  employeeholidays: mode('/employeeholidays', 'My Holidays', 'No', { showMonth: false, ownPlace: true }),
  restrictedholidays: mode('/restrictedholidays', 'Restricted Holiday Calendar', 'Yes', { showType: true }),
  empRestrictedHolidays: mode('/empRestrictedHolidays', 'My Restricted Holidays', 'Yes', { ownPlace: true }),
  empViewHolidays: mode('/empViewHolidays', 'View All Holiday', ''),
} satisfies Record<string, HolidayMode>;

export type HolidayScreen = keyof typeof HOLIDAY_MODES;
