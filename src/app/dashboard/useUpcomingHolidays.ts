import { useEffect, useState } from 'react';
import { apiRequest } from '../http/httpClient';
import { displayDate } from '../../../widgets/holidays/holidayEvents';
import type { HolidayRecord } from '../../shared/holidayRecord';
import type { DashboardItem } from './useDashboard';

/** The Upcoming Holidays card's items: the next holidays that apply to the signed-in employee (their state and location). */
export function useUpcomingHolidays(): DashboardItem[] {
  const [items, setItems] = useState<DashboardItem[]>([]);
  useEffect(() => {
    let current = true;
    apiRequest<HolidayRecord[]>('/holidays/upcoming', { silent: true }).then(
      (holidays) =>
        current &&
        setItems(
          holidays.map((holiday) => ({
            key: String(holiday.id),
            primary: holiday.occasion,
            secondary: `${displayDate(holiday.date)}${holiday.restrictedHoliday.trim().toLowerCase() === 'yes' ? ' · Restricted Holiday' : ''}`,
          })),
        ),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return items;
}
