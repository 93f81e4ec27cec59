import type { Db } from '../db/database.js';

/** A demo holiday: for every state and location unless it names states or locations; restricted when `restricted`. */
interface DemoHoliday {
  occasion: string;
  dates: [y2026: string, y2027: string];
  states?: string[];
  locations?: string[];
  restricted?: boolean;
  discription?: string;
}

const SOUTH = ['Tamil Nadu'];
const DECCAN = ['Karnataka', 'Telangana'];

/**
 * India, for ACME (work locations in Tamil Nadu, Karnataka, Telangana, Maharashtra, Uttar Pradesh).
 * Dates of lunar festivals follow the published 2026/2027 lists; a real organisation edits them.
 */
const INDIA: DemoHoliday[] = [
  { occasion: 'New Year', dates: ['2026-01-01', '2027-01-01'], restricted: true },
  { occasion: 'Pongal', dates: ['2026-01-15', '2027-01-15'], states: SOUTH, discription: 'Harvest festival of Tamil Nadu' },
  { occasion: 'Republic Day', dates: ['2026-01-26', '2027-01-26'], discription: 'National holiday' },
  { occasion: 'Holi', dates: ['2026-03-04', '2027-03-22'], states: ['Uttar Pradesh', 'Maharashtra'] },
  { occasion: 'Ugadi', dates: ['2026-03-19', '2027-04-07'], states: DECCAN },
  { occasion: 'Gudi Padwa', dates: ['2026-03-19', '2027-04-07'], states: ['Maharashtra'] },
  { occasion: 'Good Friday', dates: ['2026-04-03', '2027-03-26'], restricted: true },
  { occasion: 'Tamil New Year', dates: ['2026-04-14', '2027-04-14'], states: SOUTH },
  { occasion: 'Maharashtra Day', dates: ['2026-05-01', '2027-05-01'], states: ['Maharashtra'] },
  { occasion: 'Buddha Purnima', dates: ['2026-05-01', '2027-05-20'], restricted: true },
  { occasion: 'Telangana Formation Day', dates: ['2026-06-02', '2027-06-02'], states: ['Telangana'] },
  { occasion: 'Independence Day', dates: ['2026-08-15', '2027-08-15'], discription: 'National holiday' },
  { occasion: 'Madras Day', dates: ['2026-08-22', '2027-08-22'], locations: ['Chennai HQ'], restricted: true },
  { occasion: 'Raksha Bandhan', dates: ['2026-08-28', '2027-08-17'], restricted: true },
  { occasion: 'Janmashtami', dates: ['2026-09-04', '2027-08-25'], restricted: true },
  { occasion: 'Ganesh Chaturthi', dates: ['2026-09-14', '2027-09-04'], states: ['Maharashtra', 'Karnataka', 'Telangana', 'Tamil Nadu'] },
  { occasion: 'Gandhi Jayanti', dates: ['2026-10-02', '2027-10-02'], discription: 'National holiday' },
  { occasion: 'Dussehra', dates: ['2026-10-20', '2027-10-09'] },
  { occasion: 'Karnataka Rajyotsava', dates: ['2026-11-01', '2027-11-01'], states: ['Karnataka'] },
  { occasion: 'Diwali', dates: ['2026-11-08', '2027-10-29'] },
  { occasion: 'Guru Nanak Jayanti', dates: ['2026-11-24', '2027-11-14'], restricted: true },
  { occasion: 'Christmas', dates: ['2026-12-25', '2027-12-25'] },
];

/** Egypt, for NILE (work locations in the Cairo and Alexandria governorates). */
const EGYPT: DemoHoliday[] = [
  { occasion: 'Coptic Christmas', dates: ['2026-01-07', '2027-01-07'] },
  { occasion: 'Revolution Day (25 January)', dates: ['2026-01-25', '2027-01-25'] },
  { occasion: 'Eid al-Fitr', dates: ['2026-03-20', '2027-03-10'] },
  { occasion: 'Coptic Easter', dates: ['2026-04-12', '2027-05-02'], restricted: true },
  { occasion: 'Sham El-Nessim', dates: ['2026-04-13', '2027-05-03'] },
  { occasion: 'Sinai Liberation Day', dates: ['2026-04-25', '2027-04-25'] },
  { occasion: 'Labour Day', dates: ['2026-05-01', '2027-05-01'] },
  { occasion: 'Eid al-Adha', dates: ['2026-05-27', '2027-05-17'] },
  { occasion: 'Islamic New Year', dates: ['2026-06-16', '2027-06-06'] },
  { occasion: 'June 30 Revolution', dates: ['2026-06-30', '2027-06-30'] },
  { occasion: 'Revolution Day (23 July)', dates: ['2026-07-23', '2027-07-23'] },
  { occasion: 'Alexandria National Day', dates: ['2026-07-26', '2027-07-26'], states: ['Alexandria'] },
  { occasion: "Prophet's Birthday", dates: ['2026-08-25', '2027-08-15'] },
  { occasion: 'Armed Forces Day', dates: ['2026-10-06', '2027-10-06'] },
];

/** 2026 and 2027 holidays: India's for ACME, Egypt's for NILE. */
export async function seedDemoHolidays(db: Db, organizations: { ACME: number; NILE: number }): Promise<void> {
  const rows = ([
    [organizations.ACME, INDIA],
    [organizations.NILE, EGYPT],
  ] as const).flatMap(([organizationId, holidays]) =>
    holidays.flatMap((holiday) =>
      holiday.dates.map((date) => ({
        organization_id: organizationId,
        occasion: holiday.occasion,
        holiday_date: date,
        discription: holiday.discription ?? null,
        restricted_holiday: holiday.restricted ? 'Yes' : 'No',
        all_state: !holiday.states,
        all_location: !holiday.locations,
        state_list: JSON.stringify((holiday.states ?? []).map((name) => ({ name }))),
        location_list: JSON.stringify((holiday.locations ?? []).map((name) => ({ name }))),
        created_by: 'system',
        updated_by: 'system',
      })),
    ),
  );
  await db.insertInto('holiday').values(rows).execute();
}
