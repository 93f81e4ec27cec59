import { useEffect, useState } from 'react';
import type { HolidayRecord } from '../../src/shared/holidayRecord';
import { fetchAttachment } from './holidaysApi';

/** The holiday attachment open in the preview: fetched with the bearer token, shown from an object URL. */
export function useAttachmentPreview() {
  const [holiday, setHoliday] = useState<HolidayRecord | null>(null);
  const [file, setFile] = useState<{ url: string | null; type: string | null; failed: boolean }>({ url: null, type: null, failed: false });

  useEffect(() => {
    if (!holiday?.file) return;
    let url: string | null = null;
    let current = true;
    setFile({ url: null, type: null, failed: false });
    fetchAttachment(holiday.file).then(
      (blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setFile({ url, type: blob.type, failed: false });
      },
      () => current && setFile({ url: null, type: null, failed: true }),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [holiday]);

  return { holiday, open: setHoliday, close: () => setHoliday(null), ...file };
}
