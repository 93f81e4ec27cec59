import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text. Images and fonts in woff2 are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, once, at
 * `npm run build`; the server sends them as they are (@fastify/static preCompressed), so no
 * request pays for compression.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Compressed on libuv's thread pool, all files at once: brotli at its best level is the slow part
    // of the build, and this way it uses every core instead of one.
    async closeBundle() {
      const compressions: Promise<void>[] = [];
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length };
        compressions.push(brotli(content, { params }).then((compressed) => fs.promises.writeFile(`${file}.br`, compressed)));
        compressions.push(gzip(content, { level: 9 }).then((compressed) => fs.promises.writeFile(`${file}.gz`, compressed)));
      }
      await Promise.all(compressions);
    },
  };
}
