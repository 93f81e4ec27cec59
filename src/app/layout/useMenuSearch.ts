import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchMenu, type MenuSearchResult } from './searchMenu';
import { useCyclingText } from './useCyclingText';
import { useVisibleMenu } from './useVisibleMenu';

/** Placeholder hints of the menu search box; one shows at a time, changing every 3 s. */
export const MENU_SEARCH_HINTS: readonly string[] = [
  'Search Leave…',
  'Search Attendance…',
  'Search Holidays…',
  'Search Payslip…',
  'Search Help Desk…',
];
export const MENU_SEARCH_HINT_INTERVAL_MS = 3000;

/** Ctrl+F (Cmd+F on a Mac) opens the menu search instead of the browser's find bar. */
export const isSearchShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'f';

export function useMenuSearch() {
  const entries = useVisibleMenu();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  const results = useMemo(() => searchMenu(entries, query), [entries, query]);
  const placeholder = useCyclingText(MENU_SEARCH_HINTS, MENU_SEARCH_HINT_INTERVAL_MS, query !== '');

  const focusSearch = useCallback(() => {
    setDismissed(false);
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      focusSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [focusSearch]);

  const changeQuery = useCallback((value: string) => {
    setQuery(value);
    setDismissed(false);
  }, []);

  const select = useCallback(
    (result: MenuSearchResult | null) => {
      if (!result) return;
      setQuery('');
      setDismissed(true);
      inputRef.current?.blur();
      navigate(result.path);
    },
    [navigate],
  );

  return {
    inputRef,
    query,
    setQuery: changeQuery,
    results,
    /** The result list shows while the box has focus and holds text ('No Result found' when empty). */
    open: focused && !dismissed && query.trim() !== '',
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
    dismiss: () => setDismissed(true),
    placeholder,
    focusSearch,
    select,
  };
}
