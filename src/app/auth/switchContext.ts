import { apiRequest, changeSession } from '../http/httpClient';
import { serverMessageOf } from '../http/serverMessageOf';
import { showToast } from '../toast/toastStore';
import { firstPermittedPath } from './firstPermittedPath';
import { getLoginDetails } from './loginStorage';
import type { LoginDetails } from './types';

export type SwitchType = 'Role' | 'Organization';

/**
 * Switches the active role (value = roleType) or organisation (value = organizationCode) and stores the new
 * session. Answers the path to land on, or null when the choice is already the active one. Failures are toasted
 * here and rethrown.
 */
export async function switchContext(type: SwitchType, value: string): Promise<string | null> {
  const user = getLoginDetails()?.userDetails;
  const active = type === 'Role' ? user?.roleType : user?.activeOrganization?.organizationCode;
  if (value === active) return null;

  let details: LoginDetails;
  try {
    details = await changeSession(() => apiRequest<LoginDetails>('/users/auth/switch', { method: 'POST', body: { type, value }, silent: true }));
  } catch (error) {
    showToast(serverMessageOf(error) ?? 'Failed to login', 'error');
    throw error;
  }
  return firstPermittedPath(details.userDetails.permission);
}
