import { useLayoutEffect, useRef } from 'react';

/** The CSS variable holding the top bar's height, for what must sit below it (toasts). */
export const APP_BAR_HEIGHT_VARIABLE = '--app-bar-height';

/**
 * Publishes the element's height as APP_BAR_HEIGHT_VARIABLE on the document while it is mounted. The top bar
 * is one row on desktops and two on phones, so a fixed offset would be wrong on one of them.
 */
export function useAppBarHeight<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(APP_BAR_HEIGHT_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(APP_BAR_HEIGHT_VARIABLE);
    };
  }, []);
  return ref;
}
