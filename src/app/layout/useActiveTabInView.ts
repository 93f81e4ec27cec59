import { useEffect, useRef } from 'react';

/** Scrolls `scroller` sideways just enough that `tab` is wholly inside it (no other scroll container moves). */
export function scrollTabIntoView(tab: HTMLElement, scroller: HTMLElement): void {
  const tabBox = tab.getBoundingClientRect();
  const box = scroller.getBoundingClientRect();
  if (tabBox.left < box.left) scroller.scrollLeft -= box.left - tabBox.left;
  else if (tabBox.right > box.right) scroller.scrollLeft += Math.min(tabBox.right - box.right, tabBox.left - box.left);
}

/**
 * Keeps the selected tab of a scrollable MUI Tabs in view. MUI scrolls to it once, measured before the
 * web font and the scroll buttons settle, which left the active tab cut off on a 390 px phone; this
 * scrolls again whenever the tab's size changes (font loaded, labels re-laid out) and on every new path.
 */
export function useActiveTabInView<T extends HTMLElement>(currentPath: string | null | undefined) {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const root = ref.current;
    const tab = root?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    const scroller = root?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (!tab || !scroller) return undefined;
    const reveal = () => scrollTabIntoView(tab, scroller);
    reveal();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reveal);
    observer?.observe(tab);
    observer?.observe(scroller);
    return () => observer?.disconnect();
  }, [currentPath]);
  return ref;
}
