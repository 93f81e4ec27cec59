/**
 * Pure helpers behind the permission guard (spec 000 §6: menu visibility and page access are
 * driven by the permission list received at login, with paths and submenus).
 * Paths are compared case-sensitively: the catalogue holds both /itdeclaration and /itDeclaration.
 */

/** Access flags of a permission entry; a missing `access` is read as viewable. */
interface AccessLike {
  view?: boolean;
}

export interface PermissionLike {
  path?: string | null;
  access?: AccessLike | null;
  submenu?: ReadonlyArray<{ path?: string | null; access?: AccessLike | null }> | null;
}

/** Pages every signed-in user may open whatever the permission list says. */
export const ALWAYS_ALLOWED_PATHS: readonly string[] = ['/dashboard', '/changePassword'];

/** '/a/b', 'a/b', '/a/b/' and ' a/b ' all become '/a/b'; an empty path stays ''. */
export function normalizePath(path: string | null | undefined): string {
  const trimmed = (path ?? '').trim().split(/[?#]/)[0] ?? '';
  if (trimmed === '' || trimmed === '/') return trimmed === '/' ? '/' : '';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.replace(/\/+$/, '');
}

const canView = (access: AccessLike | null | undefined): boolean => !access || access.view !== false;

/** The set of paths the permission list lets the user view: menus and submenus with access.view. */
export function permittedPathsOf(permission: ReadonlyArray<PermissionLike> | null | undefined): Set<string> {
  const paths = new Set<string>();
  for (const item of permission ?? []) {
    const path = normalizePath(item.path);
    if (path && canView(item.access)) paths.add(path);
    for (const sub of item.submenu ?? []) {
      const subPath = normalizePath(sub.path);
      if (subPath && canView(sub.access)) paths.add(subPath);
    }
  }
  return paths;
}

/** The static part of a route pattern: '/documentView/:id' → '/documentView'. */
export function staticPrefix(path: string): string {
  const segments = normalizePath(path).split('/');
  const firstParam = segments.findIndex((segment) => segment.startsWith(':') || segment === '*');
  return firstParam === -1 ? segments.join('/') : segments.slice(0, firstParam).join('/');
}

/** Whether a route (its pattern, e.g. '/documentView/:id') may be opened with these permitted paths. */
export function isPathPermitted(routePath: string, permitted: ReadonlySet<string>): boolean {
  const path = normalizePath(routePath);
  if (ALWAYS_ALLOWED_PATHS.includes(path) || permitted.has(path)) return true;
  const prefix = staticPrefix(path);
  return prefix !== path && prefix !== '' && permitted.has(prefix);
}
