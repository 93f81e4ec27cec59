import { apiRequest, httpClient } from '../../src/app/http/httpClient';
import type { EventDraft } from '../../src/shared/eventRules';
import type { Celebration, OrgEventRecord, Option } from './types';

async function write(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<string> {
  const { json } = await httpClient(`/api${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return (json as { message?: string } | null)?.message ?? '';
}

/** Spec 002 §7 "Events", and the birthday and anniversary lists (docs/recognition-and-events.md). */
export const eventsApi = {
  /** The calendar: the month's events shown to the caller, with attendees. */
  month: (month: string) => apiRequest<OrgEventRecord[]>('/events/all-attendees', { query: { month } }),
  /** Manage Events: every event of the organisation in the month. */
  all: (month: string) => apiRequest<OrgEventRecord[]>('/events', { query: { month } }),
  create: (draft: EventDraft) => write('POST', '/events', draft),
  update: (id: number, draft: EventDraft) => write('PUT', `/events?id=${id}`, draft),
  remove: (id: number) => write('DELETE', `/events/${id}`),
  departments: async () => ((await apiRequest<Option[] | null>('/settings', { query: { referenceName: 'Department' } })) ?? []).map(({ label }) => label),
  birthdays: (month: string) => apiRequest<Celebration[]>('/events/birthdays', { query: { month } }),
  anniversaries: (month: string) => apiRequest<Celebration[]>('/events/work-anniversaries', { query: { month } }),
  celebrations: () => apiRequest<{ today: { date: string; birthdays: Celebration[]; anniversaries: Celebration[] }; week: { birthdays: Celebration[]; anniversaries: Celebration[] } }>('/events/celebrations'),
  birthdayPreference: () => apiRequest<{ hideBirthday: boolean }>('/employee/birthday-preference'),
  setBirthdayPreference: (hideBirthday: boolean) => write('PUT', '/employee/birthday-preference', { hideBirthday }),
};
