import { useMemo } from 'react';
import { useLoginDetails } from '../auth/useLoginDetails';
import { useMicrosoftAuth } from './useMicrosoftAuth';
import { visibleMenu, type MenuEntry } from './visibleMenu';

/** The side menu, menu search and sub-tab bar all read this one filtered menu. */
export function useVisibleMenu(): MenuEntry[] {
  const userDetails = useLoginDetails()?.userDetails;
  const permission = userDetails?.permission;
  const approver = userDetails?.approver === true;
  const microsoftAuth = useMicrosoftAuth();
  return useMemo(() => visibleMenu(permission, { microsoftAuth, approver }), [permission, microsoftAuth, approver]);
}
