import { useCallback, useEffect, useRef, useState } from 'react';

export type BlobStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Loads a Blob once per `key` (on demand via `load`, or at once when `eager`) and exposes it as an
 * object URL, revoked when the key changes or the component unmounts.
 */
export function useObjectUrl(key: string | null, fetchBlob: (key: string) => Promise<Blob>, eager = false) {
  const [state, setState] = useState<{ key: string | null; status: BlobStatus; url: string | null }>({
    key: null,
    status: 'idle',
    url: null,
  });
  const requested = useRef<string | null>(null);
  const fetchRef = useRef(fetchBlob);
  useEffect(() => {
    fetchRef.current = fetchBlob;
  });

  const load = useCallback(() => {
    if (!key || requested.current === key) return;
    requested.current = key;
    setState({ key, status: 'loading', url: null });
    fetchRef.current(key).then(
      (blob) => {
        if (requested.current !== key) return;
        setState({ key, status: 'ready', url: URL.createObjectURL(blob) });
      },
      () => {
        if (requested.current !== key) return;
        setState({ key, status: 'error', url: null });
      },
    );
  }, [key]);

  // A new key forgets the old request so it can load again.
  useEffect(() => {
    if (requested.current !== key) requested.current = null;
    if (eager) load();
  }, [key, eager, load]);

  useEffect(() => {
    const url = state.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [state.url]);

  const current = state.key === key ? state : { key, status: 'idle' as BlobStatus, url: null };
  return { status: current.status, url: current.url, load };
}
