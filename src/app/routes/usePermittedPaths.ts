import { useMemo } from 'react';
import { useLoginDetails } from '../auth/useLoginDetails';
import { permittedPathsOf } from './permittedPaths';

/** The set of paths (menus and submenus with access.view) the signed-in user may open. */
export function usePermittedPaths(): ReadonlySet<string> {
  const permission = useLoginDetails()?.userDetails?.permission;
  return useMemo(() => permittedPathsOf(permission), [permission]);
}
