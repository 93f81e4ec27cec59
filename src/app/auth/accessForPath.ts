import type { Access, PermissionItem } from './types';

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * The access the permission list grants on a route path, looking at menus and their submenus. Paths are
 * compared without their leading slash because the route catalogue writes them both ways.
 */
export function accessForPath(permissions: readonly PermissionItem[], path: string): Access | undefined {
  const wanted = trimSlashes(path);
  for (const item of permissions) {
    if (trimSlashes(item.path) === wanted) return item.access;
    const sub = item.submenu?.find(entry => trimSlashes(entry.path) === wanted);
    if (sub) return sub.access;
  }
  return undefined;
}
