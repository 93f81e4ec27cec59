import { HolidaysPage } from './HolidaysPage';
import { HOLIDAY_MODES, type HolidayScreen } from './holidayModes';

/** The page of one holiday screen, for the route table (pages take no props there). */
export const holidayPage = (screen: HolidayScreen) => {
  const Page = () => <HolidaysPage mode={HOLIDAY_MODES[screen]} />;
  Page.displayName = `HolidaysPage(${screen})`;
  return Page;
};
