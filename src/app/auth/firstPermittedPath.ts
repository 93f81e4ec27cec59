import type { PermissionItem } from './types';

const DEFAULT_PATH = '/dashboard';

/** Where a fresh role or organisation lands: the first menu's first submenu, else the menu itself. */
export function firstPermittedPath(permissions: readonly PermissionItem[] | undefined): string {
  const first = permissions?.[0];
  const path = first?.submenu?.[0]?.path || first?.path;
  if (!path) return DEFAULT_PATH;
  return path.startsWith('/') ? path : `/${path}`;
}
