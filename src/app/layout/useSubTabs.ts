import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { findMenuSection, type MenuSection } from './findMenuSection';
import { useVisibleMenu } from './useVisibleMenu';

/** The menu (with submenus) the current path belongs to, for the sub-tab bar; null hides the bar. */
export function useSubTabs(): MenuSection | null {
  const entries = useVisibleMenu();
  const { pathname } = useLocation();
  return useMemo(() => findMenuSection(entries, pathname), [entries, pathname]);
}
