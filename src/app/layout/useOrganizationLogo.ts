import { apiBlob } from '../http/httpClient';
import { useObjectUrl } from './useObjectUrl';

/** The organisation logo as an object URL (fetched with the bearer token), or null when none is set. */
export function useOrganizationLogo(logo: string | null | undefined): string | null {
  const { url } = useObjectUrl(
    logo ? logo : null,
    (name) => apiBlob(`/api/organization/file/${encodeURIComponent(name)}`, { silent: true }),
    true,
  );
  return url;
}
