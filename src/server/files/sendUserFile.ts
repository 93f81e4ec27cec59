import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';

/** Raster images a browser may show inline; anything else (SVG, HTML, PDF, unknown) is a download. */
const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** The type a file's own bytes declare (magic numbers), never what a client claimed. */
export async function contentTypeOf(bytes: Uint8Array): Promise<string> {
  return (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
}

/**
 * Sends a stored or generated user file (logo, ID card, attachment) so that no browser ever renders
 * it as a page of this origin: the type comes from its bytes and must not be sniffed, only raster
 * images are inline, and a sandboxing CSP applies should it be opened anyway.
 */
export async function sendUserFile(
  reply: FastifyReply,
  file: { bytes: Uint8Array; fileName: string; cacheSeconds: number; /** Always saved, never shown (a download button). */ download?: boolean },
): Promise<FastifyReply> {
  const type = await contentTypeOf(file.bytes);
  const disposition = INLINE_IMAGES.has(type) && !file.download ? 'inline' : 'attachment';
  const fileName = file.fileName.replace(/[^\w.-]/g, '_');
  return reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', `private, max-age=${file.cacheSeconds}`)
    .send(Buffer.from(file.bytes));
}
