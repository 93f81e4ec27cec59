import { apiRequest } from '../http/httpClient';
import { getLoginDetails } from './loginStorage';

/** Asks the server to end the session. A failure changes nothing for the user, who is leaving anyway. */
export async function endServerSession(): Promise<void> {
  if (!getLoginDetails()) return;
  try {
    await apiRequest('/users/auth/logout', { method: 'POST', silent: true, skipRefresh: true });
  } catch {
    // Expired or already revoked sessions answer 401; the local sign-out still goes ahead.
  }
}
