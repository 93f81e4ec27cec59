import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come into view (or near it) at least once: what to fetch for only the
 * rows a person can see, such as the org chart's photos. Stays true once seen.
 */
export function useSeen(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, rootMargin]);
  return seen;
}
