/** Spec 002 §3 Holiday, as the API answers it; `date` is yyyy-MM-dd, `file` the stored attachment's name. */
export interface HolidayRecord {
  id: number;
  occasion: string;
  date: string;
  discription: string;
  restrictedHoliday: string;
  allState: boolean;
  allLocation: boolean;
  stateList: { name: string }[];
  locationList: { name: string }[];
  file: string | null;
}
