import type { ReactNode } from 'react';
import NoPermission from './NoPermission';
import { isPathPermitted } from './permittedPaths';
import { usePermittedPaths } from './usePermittedPaths';

export interface PermissionGuardProps {
  /** The route pattern, e.g. '/leaveApply' or '/documentView/:id'. */
  path: string;
  children: ReactNode;
}

/** Shows its children only when the path is in the user's permission list (or always allowed). */
export default function PermissionGuard({ path, children }: PermissionGuardProps) {
  const permitted = usePermittedPaths();
  return isPathPermitted(path, permitted) ? <>{children}</> : <NoPermission />;
}
