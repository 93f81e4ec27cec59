import type { HolidayRecord } from '../../src/shared/holidayRecord';

const base = { discription: '', allState: true, allLocation: true, stateList: [], locationList: [], file: null };

/** Stories' holidays: March 2026 with a crowded day (more-link), restricted ones and a long title. */
export const SAMPLE_HOLIDAYS: HolidayRecord[] = [
  { ...base, id: 1, occasion: 'Holi', date: '2026-03-04', restrictedHoliday: 'No', allState: false, stateList: [{ name: 'Maharashtra' }] },
  { ...base, id: 2, occasion: 'Ugadi', date: '2026-03-19', restrictedHoliday: 'No', allState: false, stateList: [{ name: 'Karnataka' }, { name: 'Telangana' }] },
  { ...base, id: 3, occasion: 'Gudi Padwa', date: '2026-03-19', restrictedHoliday: 'No' },
  { ...base, id: 4, occasion: 'Cheti Chand', date: '2026-03-19', restrictedHoliday: 'Yes' },
  { ...base, id: 5, occasion: 'Navroz', date: '2026-03-19', restrictedHoliday: 'Yes' },
  { ...base, id: 6, occasion: 'Eid al-Fitr (Ramzan Id)', date: '2026-03-20', restrictedHoliday: 'No', discription: 'End of Ramadan' },
  {
    ...base,
    id: 7,
    occasion: 'Madras Day',
    date: '2026-03-22',
    restrictedHoliday: 'Yes',
    allLocation: false,
    locationList: [{ name: 'Chennai HQ' }, { name: 'Coimbatore' }],
    discription: 'Founding of the city',
    file: 'holiday-1-poster.png',
  },
];
