import { limitMessages, MAX_IMPORT_INFLATED_BYTES } from './heavyWorkLimits.js';
import { inflatedSize, isZip } from './zipDirectory.js';

export const NUL_IN_FILE = 'The file holds a NUL character, which cannot be imported';

export function sheetKindOf(fileName: string): 'csv' | 'excel' | null {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'csv') return 'csv';
  if (extension === 'xlsx' || extension === 'xls') return 'excel';
  return null;
}

/**
 * Why an import sheet cannot be imported, from a look at its bytes alone, or null: a NUL byte in a
 * CSV (PostgreSQL stores no NUL in text), a workbook whose zip directory declares more than the
 * unpacked cap. Cheap enough for the browser before uploading and the HTTP thread before a job
 * starts (docs/heavy-work.md); parsing the sheet stays in the worker pool.
 */
export function sheetRefusal(fileName: string, bytes: Uint8Array): string | null {
  const kind = sheetKindOf(fileName);
  if (kind === 'csv' && bytes.includes(0)) return NUL_IN_FILE;
  if (kind === 'excel' && isZip(bytes) && inflatedSize(bytes) > MAX_IMPORT_INFLATED_BYTES) return limitMessages.inflatesTooFar;
  return null;
}
