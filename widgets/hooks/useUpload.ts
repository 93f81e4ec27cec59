import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { acceptAttribute, validateFileName } from '../rules/fileRules';
import { DEFAULT_UPLOAD_FIELD, fillTemplate, uploadedValue, uploadSuccessMessage } from '../rules/uploadRules';
import { uploadContextOf } from '../uploadContext';
import { stringListOption, stringOption } from '../widgetOptions';
import { useFilePreview } from './useFilePreview';

export const UPLOAD_FAILED_MESSAGE = 'The file could not be uploaded.';
export const UPLOAD_UNAVAILABLE_MESSAGE = 'Save the record first, then upload.';

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : UPLOAD_FAILED_MESSAGE;
};

/**
 * The `upload` widget's behaviour: a chosen file is checked by name (widgets/rules/fileRules.ts),
 * posted at once to ui:options.endpoint (multipart, field ui:options.fieldName, default 'file'),
 * and the stored value the server answers becomes the field's value; ui:options.preview (with
 * {value}) is the image shown for it. The server's refusal is kept to show under the field.
 */
export function useUpload({ name, label, value, options, onChange, registry }: WidgetProps) {
  const context = uploadContextOf(registry.formContext);
  const accept = stringListOption(options, 'accept');
  const fieldName = stringOption(options, 'fieldName') ?? DEFAULT_UPLOAD_FIELD;
  const endpointTemplate = stringOption(options, 'endpoint');
  const previewTemplate = stringOption(options, 'preview');
  const record = context?.record;
  const endpoint = endpointTemplate && record ? fillTemplate(endpointTemplate, record) : null;
  const stored = typeof value === 'string' && value !== '' ? value : null;
  const previewPath = previewTemplate && stored ? fillTemplate(previewTemplate, { ...record, value: stored }) : null;
  const preview = useFilePreview(previewPath, context?.transport.fetchFile);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const select = async (file: File | undefined) => {
    if (!file || uploading) return;
    const refused = validateFileName(file.name, accept);
    if (refused) {
      // The stored file is untouched: the refused one never leaves the browser.
      setError(refused);
      return;
    }
    if (!context || !endpoint) {
      setError(UPLOAD_UNAVAILABLE_MESSAGE);
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const body = new FormData();
      body.append(fieldName, file, file.name);
      const answer = await context.transport.upload(endpoint, body);
      const next = uploadedValue(answer.data, name);
      if (next === null) {
        setError(UPLOAD_FAILED_MESSAGE);
        return;
      }
      onChange(next);
      context.onUploaded?.(name, next);
      context.transport.notify(uploadSuccessMessage(answer.message, label));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setUploading(false);
    }
  };

  return {
    stored,
    accept: acceptAttribute(accept),
    /** Whether a file can be sent: a record to send it for and somewhere to send it. */
    available: Boolean(context && endpoint),
    uploading,
    error,
    preview,
    select,
  };
}
