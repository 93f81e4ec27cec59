import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { acceptAttribute, addNameToDataUrl, fileNameOf, validateFileName } from '../rules/fileRules';
import { stringListOption } from '../widgetOptions';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export const UNREADABLE_FILE_MESSAGE = 'The file could not be read.';

/**
 * Checks a chosen file against ui:options.accept and stores it as a named data-url. An invalid file
 * clears the value and keeps the message to show (spec 002 §4: 'An invalid file clears the value
 * and shows an error').
 */
export function useFileSelection({ value, options, onChange }: WidgetProps) {
  const accept = stringListOption(options, 'accept');
  const [error, setError] = useState<string | null>(null);

  const select = async (file: File | undefined) => {
    if (!file) return;
    const message = validateFileName(file.name, accept);
    if (message) {
      setError(message);
      onChange(options.emptyValue);
      return;
    }
    setError(null);
    try {
      onChange(addNameToDataUrl(await readAsDataUrl(file), file.name));
    } catch {
      setError(UNREADABLE_FILE_MESSAGE);
      onChange(options.emptyValue);
    }
  };

  const clear = () => {
    setError(null);
    onChange(options.emptyValue);
  };

  return { name: fileNameOf(value), error, accept: acceptAttribute(accept), select, clear };
}
