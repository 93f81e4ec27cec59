import { apiEnvelope, apiRequest } from '../../src/app/http/httpClient';
import { PROFILE_SCHEMAS, type ProfileSectionName } from '../../src/shared/profileSections';

/** A section as its call answers it (docs/profiles.md). */
export interface SectionAnswer {
  empId: string;
  section: string;
  values: Record<string, unknown>;
  editable: string[];
  /** The choices of the look-up fields the caller may change (x-source). */
  options?: Record<string, { value: string; label: string }[]>;
}

/** The call of a section, the caller's own or (with `empId`) HR's /hr/{empId} variant. */
const sectionPath = (section: ProfileSectionName, empId?: string) =>
  `/employee/${PROFILE_SCHEMAS[section]['x-call']}${empId ? `/hr/${encodeURIComponent(empId)}` : ''}`;

export const fetchSection = (section: ProfileSectionName, empId?: string) => apiRequest<SectionAnswer>(sectionPath(section, empId));
export const saveSection = (section: ProfileSectionName, changes: Record<string, unknown>, empId?: string) =>
  apiRequest<SectionAnswer>(sectionPath(section, empId), { method: 'PUT', body: changes });

/** The ID card details (docs/profiles.md): the values, and which of them the caller may change (HR's only). */
export interface IdCardAnswer extends Record<string, unknown> {
  empId: string;
  status: string;
  editable: string[];
}
export const fetchIdCard = (empId: string) => apiRequest<IdCardAnswer>(`/employee/card/info/${encodeURIComponent(empId)}`);
/** HR's save; answers the saved details and the server's success message. */
export const saveIdCard = (empId: string, changes: Record<string, unknown>) =>
  apiEnvelope<IdCardAnswer>(`/employee/update-idCardByHr/${encodeURIComponent(empId)}`, { method: 'PUT', body: changes });
