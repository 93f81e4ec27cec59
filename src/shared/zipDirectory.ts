/**
 * What a zip archive (an xlsx workbook is one) says it inflates to, read from its central
 * directory without unpacking anything. A zip bomb is refused on this figure before any parser
 * sees it (the browser checks before uploading, the server's worker before parsing); the worker's
 * memory limit (src/server/work/workerPool.ts) stops one that lies about its sizes.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end-of-directory record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
const ZIP64 = 0xffffffff;

export const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The sum of the entries' uncompressed sizes; Infinity when the directory is unreadable or zip64. */
export function inflatedSize(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return Infinity;
  const entries = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (entries === 0xffff || directoryOffset === ZIP64) return Infinity;
  let total = 0;
  let at = directoryOffset;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return Infinity;
    const size = view.getUint32(at + 24, true);
    if (size === ZIP64) return Infinity;
    total += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}
