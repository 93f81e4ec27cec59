import { truncateText } from './restrictInput';

/**
 * File rules of spec 002 §5 'File upload' and 'Generic form'. Files are checked by extension, not by
 * the browser's MIME type, because a CSV's MIME type differs between systems (Windows reports
 * application/vnd.ms-excel) while its name does not.
 */

/** The generic form's types when a field names none (spec 002 §5 'Generic form'). */
export const GENERIC_FILE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'pdf', 'doc'];
export const GENERIC_FILE_TYPE_MESSAGE = 'Invalid file type. Please select a JPG, JPEG, PNG, PDF, or DOC file.';
export const DOUBLE_EXTENSION_MESSAGE = 'Double extension files are not allowed.';
export const FILE_NAME_DISPLAY_LENGTH = 30;

const EXCEL = ['xls', 'xlsx'];

/** ['.PDF', 'png'] or '.pdf, png' → ['pdf', 'png'] */
export function normaliseAccept(accept: readonly string[] | string | undefined): string[] {
  const items = typeof accept === 'string' ? accept.split(',') : (accept ?? []);
  const extensions = items.map((item) => item.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
  return [...new Set(extensions)];
}

/** The extensions a list really lets through: xls and xlsx are one family (spec 002 §9 'Excel accepted types xlsx and xls'). */
function allowedExtensions(extensions: readonly string[]): Set<string> {
  const allowed = new Set(extensions);
  if (extensions.some((extension) => EXCEL.includes(extension))) EXCEL.forEach((extension) => allowed.add(extension));
  return allowed;
}

/**
 * The '{list}' of 'Please upload a valid file type: {list}'. CSV and Excel are named as such because
 * users know them by those names; the Excel family is listed once, with both extensions.
 */
export function describeAccept(extensions: readonly string[]): string {
  const parts: string[] = [];
  let excelListed = false;
  for (const extension of extensions) {
    if (extension === 'csv') parts.push('CSV (.csv)');
    else if (EXCEL.includes(extension)) {
      if (!excelListed) parts.push('Excel (.xls, .xlsx)');
      excelListed = true;
    } else parts.push(`.${extension}`);
  }
  return parts.join(', ');
}

/** The `accept` attribute of the file input, so the browser's picker pre-filters too. */
export function acceptAttribute(accept: readonly string[] | string | undefined): string {
  const extensions = normaliseAccept(accept);
  return [...allowedExtensions(extensions.length ? extensions : GENERIC_FILE_EXTENSIONS)].map((e) => `.${e}`).join(',');
}

/**
 * The message for a file name that may not be uploaded, or null when it may. Without `accept` the
 * generic form's types and message apply.
 */
export function validateFileName(name: string, accept?: readonly string[] | string): string | null {
  const parts = name.split('.');
  // 'invoice.pdf.exe' style names hide the real type; the spec refuses any second extension.
  if (parts.length > 2) return DOUBLE_EXTENSION_MESSAGE;
  const extension = parts.length === 2 ? parts[1].toLowerCase() : '';
  const listed = normaliseAccept(accept);
  if (listed.length === 0) {
    return GENERIC_FILE_EXTENSIONS.includes(extension) ? null : GENERIC_FILE_TYPE_MESSAGE;
  }
  return allowedExtensions(listed).has(extension) ? null : `Please upload a valid file type: ${describeAccept(listed)}`;
}

/** Long names are cut to 30 characters for display (spec 002 §9); the full name stays in a tooltip. */
export function truncateName(name: string, max: number = FILE_NAME_DISPLAY_LENGTH): string {
  return truncateText(name, max);
}

/**
 * RJSF's data-url convention carries the file name: 'data:<mime>;name=<encoded>;base64,<data>'.
 * FileReader leaves it out, so it is added here.
 */
export function addNameToDataUrl(dataUrl: string, name: string): string {
  return dataUrl.replace(/^data:([^;,]*);/, (_, mime: string) => `data:${mime};name=${encodeURIComponent(name)};`);
}

/** The file name stored in a data-url, or null when it carries none. */
export function fileNameFromDataUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^data:[^;,]*;name=([^;]*);/.exec(value);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * The name to show for a stored value: the data-url's name, 'file' for an unnamed data-url, or the
 * last path segment of a URL (records saved earlier may hold a link to the stored file).
 */
export function fileNameOf(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (value.startsWith('data:')) return fileNameFromDataUrl(value) ?? 'file';
  const segment = value.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? value;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
