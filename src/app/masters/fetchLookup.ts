import { apiRequest } from '../http/httpClient';

/** The lookup widget's list in the app: GET /api{path} through httpClient (bearer token, spec 000 §8 toasts). */
export async function fetchLookup(path: string): Promise<unknown[]> {
  const data = await apiRequest<unknown>(path);
  return Array.isArray(data) ? data : [];
}
