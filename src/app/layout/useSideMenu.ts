import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { normalizePath } from '../routes/permittedPaths';
import { useExternalLinks } from './useExternalLinks';
import { useVisibleMenu } from './useVisibleMenu';
import { menuTargetPath, type MenuEntry } from './visibleMenu';

/** Spec 000 §9: the side menu shows 6 entries until it is expanded. */
export const COLLAPSED_MENU_COUNT = 6;

/** Spec 000 §2.2: the Help Desk button at the bottom of the rail stands for the Help Desk menu. */
export const HELP_DESK_TEXT = 'Help Desk';
export const isHelpDeskEntry = (entry: Pick<MenuEntry, 'text'>) => entry.text.trim().toLowerCase() === HELP_DESK_TEXT.toLowerCase();

/** Whether the entry owns the path: its own path, its target, or one of its submenus. */
export function isMenuEntryActive(entry: MenuEntry, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (!path) return false;
  return entry.path === path || menuTargetPath(entry) === path || entry.submenu.some((sub) => sub.path === path);
}

/** The left icon rail: visible entries, 6 of them until expanded, navigation and the external links. */
export function useSideMenu(onNavigate?: () => void) {
  // The Help Desk menu is reached from the button at the bottom; a rail entry of the same name showed it twice.
  const visible = useVisibleMenu();
  const entries = useMemo(() => visible.filter((entry) => !isHelpDeskEntry(entry)), [visible]);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const links = useExternalLinks();

  const hasMore = entries.length > COLLAPSED_MENU_COUNT;
  const shown = useMemo(() => (expanded ? entries : entries.slice(0, COLLAPSED_MENU_COUNT)), [entries, expanded]);

  /** Navigates to the entry's target (the rail itself renders links to `targetOf(entry)`). */
  const open = useCallback(
    (entry: MenuEntry) => {
      navigate(menuTargetPath(entry));
      onNavigate?.();
    },
    [navigate, onNavigate],
  );

  return {
    entries,
    shown,
    hasMore,
    expanded,
    toggleExpanded: () => setExpanded((value) => !value),
    isActive: (entry: MenuEntry) => isMenuEntryActive(entry, pathname),
    targetOf: menuTargetPath,
    open,
    eLibraryUrl: links.eLibrary,
    goalTrackingUrl: links.goalTracking,
  };
}
