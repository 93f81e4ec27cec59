import { normalizePath, type PermissionLike } from './permittedPaths';

interface NamedPermission extends PermissionLike {
  text?: string | null;
  submenu?: ReadonlyArray<{ text?: string | null; path?: string | null }> | null;
}

/** 'employeeTracker' → 'Employee Tracker', 'asHR' → 'As HR', 'LwfSlab' → 'Lwf Slab'. */
export function humanizeSegment(segment: string): string {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The name of the module behind a route: the menu or submenu text the user sees for that path,
 * else a readable form of the path's last static segment.
 */
export function moduleNameFor(path: string, permission?: ReadonlyArray<NamedPermission> | null): string {
  const target = normalizePath(path);
  for (const item of permission ?? []) {
    for (const sub of item.submenu ?? []) {
      if (sub.text && normalizePath(sub.path) === target) return sub.text;
    }
    if (item.text && normalizePath(item.path) === target) return item.text;
  }
  const segments = target.split('/').filter((segment) => segment && !segment.startsWith(':'));
  const last = segments[segments.length - 1];
  return last ? humanizeSegment(last) : 'This module';
}
