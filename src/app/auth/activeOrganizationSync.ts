import { getLoginDetails, saveLoginDetails } from './loginStorage';
import type { ActiveOrganization } from './types';

export const ORGANIZATION_RESOURCE = 'organization';

/**
 * The session keeps the active organisation's name, short name and logo from sign-in (the top bar
 * and the footer read them, also after a reload). When its organisation record is saved or gets a
 * new logo, the stored copy follows, so the top bar shows the change at once and after a reload.
 * Answers whether the session changed.
 */
export function syncActiveOrganization(resource: string, record: Readonly<Record<string, unknown>>): boolean {
  if (resource !== ORGANIZATION_RESOURCE) return false;
  const details = getLoginDetails();
  const active = details?.userDetails?.activeOrganization;
  if (!details || !active || record.organizationCode !== active.organizationCode) return false;
  const next: ActiveOrganization = { ...active };
  if (typeof record.organizationDetail === 'string' && record.organizationDetail !== '') next.organizationDetail = record.organizationDetail;
  if (typeof record.shortName === 'string' && record.shortName !== '') next.shortName = record.shortName;
  if (typeof record.logoFile === 'string' && record.logoFile !== '') next.logo = record.logoFile;
  if (next.organizationDetail === active.organizationDetail && next.shortName === active.shortName && next.logo === active.logo) return false;
  saveLoginDetails({ ...details, userDetails: { ...details.userDetails, activeOrganization: next } });
  return true;
}
