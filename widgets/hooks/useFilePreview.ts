import { useEffect, useRef, useState } from 'react';

interface PreviewState {
  path: string | null;
  url: string | null;
  failed: boolean;
}

/**
 * A stored file (fetched with `fetchFile`, which carries the bearer token an <img src> cannot) as
 * an object URL for an <img>. A new path loads afresh; the old URL is revoked.
 */
export function useFilePreview(path: string | null, fetchFile: ((path: string) => Promise<Blob>) | undefined) {
  const [state, setState] = useState<PreviewState>({ path: null, url: null, failed: false });
  const fetchRef = useRef(fetchFile);
  useEffect(() => {
    fetchRef.current = fetchFile;
  });
  const canFetch = Boolean(fetchFile);

  useEffect(() => {
    const fetchNow = fetchRef.current;
    if (!path || !canFetch || !fetchNow) return;
    let cancelled = false;
    let url: string | null = null;
    fetchNow(path).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ path, url, failed: false });
      },
      () => {
        if (!cancelled) setState({ path, url: null, failed: true });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, canFetch]);

  const current = state.path === path ? state : null;
  return {
    url: current?.url ?? null,
    loading: Boolean(path && canFetch) && current === null,
    failed: current?.failed ?? false,
  };
}
