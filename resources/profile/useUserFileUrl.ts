import { useEffect, useState } from 'react';
import { fileUrl } from './profileFilesApi';

/**
 * A users/docs file (a profile photo, a banner) as an object URL: fetched with the bearer token as a
 * blob once `enabled`, revoked when the file changes or the component goes. Undefined until read, and
 * when there is no file or it could not be read (the caller shows its fallback).
 */
export function useUserFileUrl(folderName: string, fileName: string | null | undefined, enabled = true): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    setUrl(undefined);
    if (!fileName || !enabled) return;
    let made: string | undefined;
    let current = true;
    fileUrl(folderName, fileName)
      .then((objectUrl) => {
        if (current) setUrl((made = objectUrl));
        else URL.revokeObjectURL(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [folderName, fileName, enabled]);
  return url;
}
