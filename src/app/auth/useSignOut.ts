import { useCallback } from 'react';
import { useLogout } from 'react-admin';
import { showToast } from '../toast/toastStore';
import { AUTH_DELAYS } from './authDelays';
import { endServerSession } from './endServerSession';
import { clearLoginDetails } from './loginStorage';

/**
 * The account menu's Logout (spec 000 §4): 'Logged out successfully', then /login after 1 s. authProvider.logout
 * itself stays immediate because react-admin also calls it for forced sign-outs, which must not wait or toast.
 */
export function useSignOut(): () => Promise<void> {
  const logout = useLogout();
  return useCallback(async () => {
    await endServerSession();
    showToast('Logged out successfully', 'success');
    setTimeout(() => {
      // Cleared first so authProvider.logout does not call the server a second time.
      clearLoginDetails();
      void logout({}, '/login', false);
    }, AUTH_DELAYS.logoutMs);
  }, [logout]);
}
