import { normalizePath } from './permittedPaths';

/** The collaboration screen's key in activeOrganization.collaborationUrls: '/meetingCalendar' → 'meetingCalendar'. */
export const collaborationKey = (path: string) => normalizePath(path).replace(/^\//, '');

/** The configured address when it is an absolute http(s) URL; anything else is treated as not configured. */
export function collaborationUrl(
  urls: Readonly<Record<string, string | null | undefined>> | null | undefined,
  path: string,
): string | null {
  const raw = urls?.[collaborationKey(path)]?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
