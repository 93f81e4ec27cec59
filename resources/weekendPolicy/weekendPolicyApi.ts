import { apiRequest } from '../../src/app/http/httpClient';
import { weekendPolicyBody, type WeekendWeek } from '../../src/shared/weekendPolicy';

export const WEEKEND_POLICY_PATH = '/adminAttendance/weekendPolicy';

/** GET /api/attendance-weekend-policy answers (docs/shifts-and-weekends.md). */
export interface WeekendPolicy {
  id: number | null;
  /** MM-YYYY */
  month: string;
  weeks: WeekendWeek[];
  isDefault: boolean;
}

/** Spec 001 §7's weekend policy calls. */
export const weekendPolicyApi = {
  list: () => apiRequest<WeekendPolicy[]>('/attendance-weekend-policy'),
  /** The month's policy, or the organisation default when it has none. */
  month: (month: string) => apiRequest<WeekendPolicy>('/attendance-weekend-policy', { query: { month } }),
  add: (month: string, weeks: readonly WeekendWeek[]) => apiRequest<WeekendPolicy>('/attendance-weekend-policy', { method: 'POST', body: weekendPolicyBody(month, weeks) }),
  update: (month: string, weeks: readonly WeekendWeek[]) =>
    apiRequest<WeekendPolicy>('/attendance-weekend-policy', { method: 'PUT', query: { month }, body: weekendPolicyBody(month, weeks) }),
};
