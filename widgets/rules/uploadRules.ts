/**
 * Rules of the `upload` widget (widgets/README.md): a read-only property whose file is sent to its
 * own endpoint as soon as it is chosen, rather than saved with the form. No React here.
 */

/** The multipart field the file travels in unless ui:options.fieldName names another. */
export const DEFAULT_UPLOAD_FIELD = 'file';

const PLACEHOLDER = /\{([A-Za-z_$][\w$]*)\}/g;

/**
 * '/organization/{id}/logo' with { id: 7 } → '/organization/7/logo'. Every value is URI-encoded,
 * so a stored file name cannot step out of its path; a placeholder without a value (or with an
 * object) gives null: there is nothing to call yet.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, unknown>>): string | null {
  let missing = false;
  const filled = template.replace(PLACEHOLDER, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === '' || typeof value === 'object') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : filled;
}

/**
 * The stored value in an upload's answer `{ data: { <property>: value }, message }`: the property's
 * own entry, or `data` itself when the server answers the bare value.
 */
export function uploadedValue(data: unknown, property: string): string | null {
  if (typeof data === 'string' && data !== '') return data;
  if (data && typeof data === 'object') {
    const value = (data as Record<string, unknown>)[property];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** The toast after an upload: the server's message, else '<label> updated successfully'. */
export function uploadSuccessMessage(message: unknown, label: string): string {
  return typeof message === 'string' && message.trim() !== '' ? message : `${label || 'File'} updated successfully`;
}

/** The button's text: ui:options.buttonText, else 'Upload <label>'. */
export function uploadButtonText(buttonText: string | undefined, label: string): string {
  return buttonText ?? `Upload ${label || 'File'}`;
}
