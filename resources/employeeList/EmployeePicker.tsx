import { useEffect, useRef, useState, type UIEvent } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { apiRequest } from '../../src/app/http/httpClient';

/** An employee option of the look-ups (docs/people.md): value is the Emp ID. */
export interface EmployeeOption {
  value: string;
  label: string;
}

/** Spec 002 §7 / §9: `/employee/options` is read 10 at a time. */
const CURSOR_PAGE_SIZE = 10;
type CursorPage = { content: EmployeeOption[]; nextCursor: string | null };

/**
 * Picks one employee from a look-up that searches on the server (`q`), as the person types: a
 * picker list (`limit`), or with `pageShaped` a cursor-paged one (`/employee/options`: `size`,
 * `cursor`, answering `content` and `nextCursor`) whose next page is read when the list is scrolled to its end.
 */
export function EmployeePicker({ label, source, value, onChange, pageShaped = false }: { label: string; source: string; value: EmployeeOption | null; onChange(value: EmployeeOption | null): void; pageShaped?: boolean }) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<EmployeeOption[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  // The search the options belong to, and whether a next page is on its way (one at a time).
  const search = useRef<string | undefined>(undefined);
  const loadingMore = useRef(false);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const q = text.trim() || undefined;
      search.current = q;
      const read: Promise<CursorPage> = pageShaped
        ? apiRequest<CursorPage>(source, { query: { q, size: CURSOR_PAGE_SIZE }, silent: true })
        : apiRequest<EmployeeOption[]>(source, { query: { q, limit: 20 }, silent: true }).then((content) => ({ content, nextCursor: null }));
      read
        .then((page) => {
          if (!current) return;
          setOptions(page.content);
          setNextCursor(page.nextCursor);
        })
        .catch(() => current && setOptions([]));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, text, pageShaped]);

  const readMore = () => {
    if (!nextCursor || loadingMore.current) return;
    loadingMore.current = true;
    const q = search.current;
    apiRequest<CursorPage>(source, { query: { q, size: CURSOR_PAGE_SIZE, cursor: nextCursor }, silent: true })
      .then((page) => {
        if (search.current !== q) return;
        setOptions((before) => [...before, ...page.content]);
        setNextCursor(page.nextCursor);
      })
      .catch(() => undefined)
      .finally(() => {
        loadingMore.current = false;
      });
  };
  const onListScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 40) readMore();
  };

  return (
    <Autocomplete
      options={options}
      value={value}
      filterOptions={(all) => all}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, typed) => setText(typed)}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      getOptionLabel={(option) => option.label}
      renderInput={(params) => <TextField {...params} size="small" label={label} />}
      // A page of 10 always overflows this height, so scrolling to the end is how the next page is asked for.
      slotProps={pageShaped ? { listbox: { onScroll: onListScroll, style: { maxHeight: 280 } } } : undefined}
      sx={{ minWidth: 260, flex: 1 }}
    />
  );
}
