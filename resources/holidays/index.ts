export { HolidaysPage } from './HolidaysPage';
export { holidayPage } from './holidayPages';
export { HOLIDAY_MODES, type HolidayMode, type HolidayScreen } from './holidayModes';
