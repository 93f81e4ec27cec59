import { apiRequest } from '../http/httpClient';
import { showToast } from '../toast/toastStore';
import { clearLoginDetails, saveLoginDetails } from './loginStorage';
import type { LoginDetails } from './types';

const INITIATE_FAILED = 'Failed to initiate Microsoft login. Please try again.';

function randomState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), byte => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends the browser to the server's Microsoft redirect; it comes back to /login?mstoken=… or ?error=unauthorized. */
export async function startMicrosoftLogin(): Promise<void> {
  let configured: boolean;
  try {
    ({ microsoftConfigured: configured } = await apiRequest<{ microsoftConfigured: boolean }>('/users/auth/config', {
      silent: true,
      skipRefresh: true,
    }));
  } catch {
    showToast(INITIATE_FAILED, 'error');
    return;
  }
  if (!configured) {
    showToast('Microsoft login is not configured. Please contact administrator.', 'error');
    return;
  }
  try {
    const redirectUri = encodeURIComponent(`${window.location.origin}/login`);
    window.location.assign(`/api/users/auth/mlogin?redirect_uri=${redirectUri}&state=${randomState()}`);
  } catch {
    showToast(INITIATE_FAILED, 'error');
  }
}

/** Trades the token Microsoft sign-in left in the address for a session; true when signed in. */
export async function completeMicrosoftLogin(mstoken: string): Promise<boolean> {
  try {
    const details = await apiRequest<LoginDetails>('/users/microsoft/login', {
      method: 'POST',
      body: { token: mstoken },
      silent: true,
      skipRefresh: true,
    });
    // There was no 'Remember me' to tick on the way through Microsoft, so the session ends with the browser.
    saveLoginDetails(details, false);
  } catch {
    clearLoginDetails();
    showToast('Microsoft login failed', 'error');
    return false;
  }
  showToast('Login successful', 'success');
  return true;
}
