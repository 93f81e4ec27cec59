import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../auth/useSignOut';
import { useSwitchContext } from '../auth/useSwitchContext';
import { useLoginDetails } from '../auth/useLoginDetails';
import { showToast } from '../toast/toastStore';
import { useHoverCard } from './useHoverCard';

export const PROFILE_PATH = '/basicDetails';
export const CHANGE_PASSWORD_PATH = '/changePassword';

/** The roles offered by Login As: the user's roles, else the active organisation's role details. */
export function loginAsRoles(roles: readonly string[] | null | undefined, roleDetails?: ReadonlyArray<{ roleType: string }> | null): string[] {
  const list = roles && roles.length > 0 ? roles : (roleDetails ?? []).map((detail) => detail.roleType);
  return [...new Set(list.filter(Boolean))];
}

export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  const initials = `${(firstName ?? '').trim().charAt(0)}${(lastName ?? '').trim().charAt(0)}`.toUpperCase();
  return initials || '?';
}

/**
 * The account menu: hover card, Login As, Swipe Details, Profile, Change Password and Logout.
 * Role switch (spec 000 §4): the switch call, a toast, then the first permitted path or /dashboard after 0.5 s
 * (useSwitchContext); picking the current role does nothing. Logout: 'Logged out successfully', /login after 1 s
 * (useSignOut).
 */
export function useAccountMenu() {
  const userDetails = useLoginDetails()?.userDetails;
  const navigate = useNavigate();
  const card = useHoverCard();
  const { switchRole, switching } = useSwitchContext();
  const signOut = useSignOut();
  const [loginAsOpen, setLoginAsOpen] = useState(false);
  const [swipeOpen, setSwipeOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const currentRole = userDetails?.roleType ?? '';
  const roles = loginAsRoles(userDetails?.roles, userDetails?.activeOrganization?.roleDetails);

  const closeCard = card.close;
  const close = useCallback(() => {
    closeCard();
    setLoginAsOpen(false);
  }, [closeCard]);

  const chooseRole = useCallback(
    async (role: string) => {
      if (!role || role === currentRole || switching) return;
      // useSwitchContext toasts a failure itself (server message or 'Failed to login').
      if (await switchRole(role)) {
        showToast(`Logged in as ${role}`, 'success');
        close();
      }
    },
    [close, currentRole, switchRole, switching],
  );

  const openSwipeDetails = useCallback(() => {
    close();
    setSwipeOpen(true);
  }, [close]);

  const goTo = useCallback(
    (path: string) => {
      close();
      navigate(path);
    },
    [close, navigate],
  );

  const logout = useCallback(async () => {
    if (signingOut) return;
    setSigningOut(true);
    close();
    await signOut();
  }, [close, signOut, signingOut]);

  return {
    card,
    busy: switching || signingOut,
    user: {
      firstName: userDetails?.firstName ?? '',
      lastName: userDetails?.lastName ?? '',
      designation: userDetails?.designation ?? '',
      roleType: currentRole,
      initials: initialsOf(userDetails?.firstName, userDetails?.lastName),
    },
    roles,
    currentRole,
    loginAsOpen,
    toggleLoginAs: () => setLoginAsOpen((value) => !value),
    chooseRole,
    swipeOpen,
    openSwipeDetails,
    closeSwipeDetails: () => setSwipeOpen(false),
    openProfile: () => goTo(PROFILE_PATH),
    openChangePassword: () => goTo(CHANGE_PASSWORD_PATH),
    logout,
    close,
  };
}
