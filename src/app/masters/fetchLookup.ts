import { apiRequest } from '../http/httpClient';

/** Two fields of one form often read the same list (a contact and their manager): one request serves both for a while. */
const REUSE_MS = 30_000;
const recent = new Map<string, { at: number; list: Promise<unknown[]> }>();

/** The lookup widget's list in the app: GET /api{path} through httpClient (bearer token, spec 000 §8 toasts). */
export function fetchLookup(path: string): Promise<unknown[]> {
  const now = Date.now();
  const kept = recent.get(path);
  if (kept && now - kept.at < REUSE_MS) return kept.list;
  const list = apiRequest<unknown>(path).then((data) => (Array.isArray(data) ? data : []));
  recent.set(path, { at: now, list });
  list.catch(() => recent.delete(path));
  return list;
}
