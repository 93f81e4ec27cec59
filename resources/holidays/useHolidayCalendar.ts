import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { showToast } from '../../src/app/toast/toastStore';
import { createHolidayCalendarStore, type HolidayCalendarApi } from './holidayCalendarStore';
import { deleteHoliday, fetchHolidays, fetchOwnPlace, fetchPlaces } from './holidaysApi';
import type { HolidayMode } from './holidayModes';

const holidayCalendarApi: HolidayCalendarApi = { fetchHolidays, fetchPlaces, fetchOwnPlace, deleteHoliday, notify: showToast };

/** One holiday screen's state and actions (holidayCalendarStore). */
export const useHolidayCalendar = (mode: HolidayMode, api: HolidayCalendarApi = holidayCalendarApi) =>
  usePageStore(() => createHolidayCalendarStore(mode, api), (store) => store.load());
