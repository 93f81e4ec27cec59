import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../src/app/http/httpClient';

/** A filter as the query sends it: blank values left out, the rest trimmed. */
export function filterQuery(filter: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).flatMap(([key, value]) => (value.trim() ? [[key, value.trim()]] : [])));
}

/**
 * A paged list read from a spec list call (`content`, `totalElements`) by a filter of text fields:
 * typing waits a moment before asking, a filter change goes back to the first page, `reload` reads
 * the same page again (after a change made on the page).
 */
export function usePagedList<Row, Filter extends Record<string, string>>(path: string, initial: Filter, firstSize = 20) {
  const [filter, setFilter] = useState<Filter>(initial);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(firstSize);
  const [answer, setAnswer] = useState<{ rows: Row[]; total: number } | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      apiRequest<{ content: Row[]; totalElements: number }>(path, { query: { ...filterQuery(filter), page, size } })
        .then((data) => current && setAnswer({ rows: data.content, total: data.totalElements }))
        .catch(() => current && setAnswer({ rows: [], total: 0 }));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [path, filter, page, size, generation]);

  const change = useCallback((key: keyof Filter, value: string) => {
    setFilter((before) => ({ ...before, [key]: value }));
    setPage(0);
  }, []);
  const changeSize = useCallback((next: number) => {
    setSize(next);
    setPage(0);
  }, []);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  return { filter, change, page, setPage, size, setSize: changeSize, answer, reload };
}
