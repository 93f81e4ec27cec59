import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../src/app/http/httpClient';
import type { RequestListKey, RequestPage } from '../../src/shared/leaveSpecialRecords';

/** One request list of the leave screens (GET path?key&page): the key, the page, the answer, and a reload after a change. */
export function useRequestList<T>(path: string) {
  const [key, setKey] = useState<RequestListKey>('Pending');
  const [page, setPage] = useState(0);
  const [data, setData] = useState<RequestPage<T>>({ content: [], totalElements: 0, totalPages: 0 });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    apiRequest<RequestPage<T>>(path, { query: { key, page }, silent: true })
      .then((answer) => current && setData(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [path, key, page, version]);
  const changeKey = useCallback((next: RequestListKey) => {
    setKey(next);
    setPage(0);
  }, []);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { key, setKey: changeKey, page, setPage, data, reload };
}

export type RequestList<T> = ReturnType<typeof useRequestList<T>>;
