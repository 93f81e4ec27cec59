import { normalizePath } from '../routes/permittedPaths';
import type { MenuEntry } from './visibleMenu';

export interface MenuSection {
  menu: MenuEntry;
  /** The submenu path matching the current location, or null on the menu's own path. */
  currentPath: string | null;
}

/**
 * The menu with submenus the current path belongs to (its own path or one of its submenu paths),
 * for the sub-tab bar; null when the path belongs to no such menu.
 */
export function findMenuSection(entries: readonly MenuEntry[], pathname: string): MenuSection | null {
  const path = normalizePath(pathname);
  if (!path) return null;
  for (const menu of entries) {
    if (menu.submenu.length === 0) continue;
    const sub = menu.submenu.find((entry) => entry.path === path);
    if (sub) return { menu, currentPath: sub.path };
  }
  for (const menu of entries) {
    if (menu.submenu.length > 0 && menu.path === path) return { menu, currentPath: null };
  }
  return null;
}
