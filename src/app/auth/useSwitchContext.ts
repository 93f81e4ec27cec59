import { useCallback, useState } from 'react';
import { useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AUTH_DELAYS } from './authDelays';
import { switchContext, type SwitchType } from './switchContext';

/**
 * Login As and the organisation selector. The organisation confirmation dialog belongs to the caller;
 * this hook runs the switch once the user has confirmed.
 */
export function useSwitchContext() {
  const navigate = useNavigate();
  const refresh = useRefresh();
  const [switching, setSwitching] = useState(false);

  const run = useCallback(async (type: SwitchType, value: string, land: (path: string) => void) => {
    setSwitching(true);
    try {
      const path = await switchContext(type, value);
      if (path === null) return false;
      land(path);
      return true;
    } catch {
      // switchContext has told the user.
      return false;
    } finally {
      setSwitching(false);
    }
  }, []);

  const switchRole = useCallback(
    (roleType: string) =>
      run('Role', roleType, path =>
        setTimeout(() => {
          // Permissions and canAccess answers react-admin cached belong to the previous role.
          refresh();
          navigate(path);
        }, AUTH_DELAYS.roleSwitchMs),
      ),
    [run, refresh, navigate],
  );

  // A new organisation changes logo, menus and every cached list, so the page is loaded afresh.
  const switchOrganization = useCallback(
    (organizationCode: string) =>
      run('Organization', organizationCode, path =>
        setTimeout(() => window.location.assign(path), AUTH_DELAYS.organizationReloadMs),
      ),
    [run],
  );

  return { switchRole, switchOrganization, switching };
}
