/**
 * What the `lookup` widget needs from the form that shows it, handed in as RJSF's `formContext`
 * (key `lookup`): a way to read a look-up list, and the form's current data, whose values fill the
 * `{placeholders}` of the widget's `source`. The app supplies the call (bearer token, toasts); a
 * story or a test supplies a fake.
 */
export interface LookupFormContext {
  /** GET /api{path}: the `data` of the answer, a list of values. */
  fetch(path: string): Promise<unknown[]>;
  /** The whole form's data as it is now. */
  formData: Readonly<Record<string, unknown>>;
}

export const LOOKUP_CONTEXT_KEY = 'lookup';

/** The lookup context in an RJSF formContext, when the form supplies one. */
export function lookupContextOf(formContext: unknown): LookupFormContext | undefined {
  const context = (formContext as Record<string, unknown> | null | undefined)?.[LOOKUP_CONTEXT_KEY];
  return context && typeof context === 'object' && 'fetch' in context ? (context as LookupFormContext) : undefined;
}

/**
 * The look-up's path with each `{a.b}` replaced by that value of the form's data (URI-encoded), or
 * null while one of them is empty: '/smtp/server?provider={mailSettings.provider}'.
 */
export function resolveLookupSource(source: string, formData: Readonly<Record<string, unknown>>): string | null {
  let missing = false;
  const path = source.replace(/\{([A-Za-z0-9_.]+)\}/g, (_, name: string) => {
    const value = name.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), formData);
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value ?? ''));
  });
  return missing ? null : path;
}
