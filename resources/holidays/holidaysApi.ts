import { apiBlob, apiRequest } from '../../src/app/http/httpClient';
import type { HolidayRecord } from '../../src/shared/holidayRecord';
import type { HolidayFilters } from '../../widgets/holidays/HolidayFilterPanel';

/** The body of spec 002 §7's add and edit calls. */
export interface HolidayPayload {
  occasion: string;
  date: string;
  discription: string;
  restrictedHoliday: 'Yes' | 'No';
  allState: boolean;
  allLocation: boolean;
  stateList: { name: string }[];
  locationList: { name: string }[];
  /** A new file as a data URL, the current stored name to keep it, null for none. */
  file: string | null;
}

interface Option {
  value: string | number;
  label: string;
  state?: string | null;
}

export const fetchHolidays = (filters: HolidayFilters) =>
  apiRequest<HolidayRecord[]>('/holidays/all-holidays', {
    query: { month: filters.month, state: filters.state || undefined, location: filters.location || undefined, type: filters.type || undefined },
  });

export const addHoliday = (body: HolidayPayload) => apiRequest<HolidayRecord>('/holidays/admin-holidays', { method: 'POST', body });
export const updateHoliday = (id: number, body: HolidayPayload) => apiRequest<HolidayRecord>('/holidays', { method: 'PUT', query: { id }, body });
export const deleteHoliday = (id: number) => apiRequest<null>(`/holidays/${id}`, { method: 'DELETE' });

/** Spec 002 §7: the screen fetches the states of India and the Work Location setting (names and their states). */
export async function fetchPlaces(): Promise<{ states: string[]; locations: { name: string; state: string | null }[] }> {
  const [india, workLocations] = await Promise.all([
    apiRequest<Option[]>('/country/states', { silent: true }),
    apiRequest<Option[]>('/settings', { query: { referenceName: 'Work Location', limit: 500 }, silent: true }),
  ]);
  const locations = workLocations.map((row) => ({ name: row.label, state: row.state ?? null }));
  // An organisation working outside India (NILE in Egypt) also sees its own locations' states.
  const states = [...new Set([...india.map((s) => s.label), ...locations.flatMap((l) => (l.state ? [l.state] : []))])].sort((a, b) => a.localeCompare(b));
  return { states, locations };
}

/** The signed-in employee's work location and its state (null without one). */
export const fetchOwnPlace = () => apiRequest<{ location: string; state: string | null } | null>('/holidays/work-place', { silent: true });

export const fetchAttachment = (name: string) => apiBlob(`/api/organization/file/${encodeURIComponent(name)}`);
