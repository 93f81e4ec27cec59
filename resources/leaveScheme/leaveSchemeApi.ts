import { apiRequest } from '../../src/app/http/httpClient';
import type { LeaveSchemeFields, LeaveSchemeRecord } from '../../src/shared/leaveScheme';

/** Settings › Leave Scheme: the page's menu path, whose verbs decide its buttons. */
export const LEAVE_SCHEME_PATH = '/leaveScheme';

export interface Option<T> {
  value: T;
  label: string;
}

/** What the dialog picks from: the active leave types, grades, roles of intake and employees. */
export interface SchemeChoices {
  types: Option<string>[];
  grades: Option<number>[];
  rolesOfIntake: Option<number>[];
  employees: Option<string>[];
}

const lookup = <T>(referenceName: string) => apiRequest<Option<T>[]>('/settings', { query: { referenceName, limit: 500 }, silent: true });

/** docs/leave-types-and-schemes.md: /leave/scheme and the look-ups the dialog reads. */
export const leaveSchemeApi = {
  list: () => apiRequest<LeaveSchemeRecord[]>('/leave/scheme'),
  add: (fields: LeaveSchemeFields) => apiRequest<LeaveSchemeRecord>('/leave/scheme', { method: 'POST', body: fields }),
  update: (id: number, fields: LeaveSchemeFields & { version: number }) => apiRequest<LeaveSchemeRecord>(`/leave/scheme/${id}`, { method: 'PUT', body: fields }),
  remove: (id: number) => apiRequest<LeaveSchemeRecord>(`/leave/scheme/${id}`, { method: 'DELETE' }),
  choices: async (): Promise<SchemeChoices> => {
    const [types, grades, rolesOfIntake, employees] = await Promise.all([
      lookup<string>('Leave Type'),
      lookup<number>('Grade'),
      lookup<number>('Role Of Intake'),
      apiRequest<Option<string>[]>('/employee/getActiveEmployees', { silent: true }),
    ]);
    return { types: types ?? [], grades: grades ?? [], rolesOfIntake: rolesOfIntake ?? [], employees: employees ?? [] };
  },
};

export type LeaveSchemeApi = typeof leaveSchemeApi;
