import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Size budgets of the built app (issue 9 §4), read from dist/client after `npm run build`
 * (`npm test` builds first): what the sign-in page downloads, and every chunk loaded later.
 */
const KB = 1024;
const LOGIN_JS_BUDGET = 300 * KB;
const LAZY_CHUNK_BUDGET = 150 * KB;

const clientDir = path.resolve('dist/client');
const assetsDir = path.join(clientDir, 'assets');
const built = fs.existsSync(path.join(clientDir, 'index.html'));
const read = (file: string) => fs.readFileSync(path.join(clientDir, file));
/** What a browser downloads for a file sent with the given encoding: the precompressed copy the server sends. */
const transferred = (file: string, encoding: 'br' | 'gz') => {
  const copy = path.join(clientDir, `${file}.${encoding}`);
  // Files under 1 KB are sent as they are.
  return fs.existsSync(copy) ? fs.statSync(copy).size : read(file).length;
};

describe('built asset budgets', () => {
  it('finds the build (run `npm run build` first)', () => {
    expect(built, 'dist/client/index.html is missing: run npm run build').toBe(true);
  });

  const html = built ? read('index.html').toString() : '';
  /** The sign-in page's JavaScript: the entry script and the modules it preloads (its static imports). */
  const loginScripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const allScripts = built ? fs.readdirSync(assetsDir).filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`) : [];

  it('sends the sign-in page at most 300 KB of JavaScript, brotli or gzip', () => {
    expect(loginScripts.length).toBeGreaterThan(0);
    for (const encoding of ['br', 'gz'] as const) {
      const total = loginScripts.reduce((sum, file) => sum + transferred(file, encoding), 0);
      expect(total, `${encoding}: ${loginScripts.join(', ')}`).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
    }
  });

  it('keeps every chunk loaded after sign-in at most 150 KB gzipped', () => {
    const lazy = allScripts.filter((file) => !loginScripts.includes(file));
    expect(lazy.length).toBeGreaterThan(0);
    for (const file of lazy) expect(transferred(file, 'gz'), file).toBeLessThanOrEqual(LAZY_CHUNK_BUDGET);
  });

  it('has a brotli and a gzip copy of every script over 1 KB that decompress to the script', () => {
    for (const file of allScripts) {
      const content = read(file);
      if (content.length < KB) continue;
      expect(zlib.brotliDecompressSync(read(`${file}.br`)).equals(content), file).toBe(true);
      expect(zlib.gunzipSync(read(`${file}.gz`)).equals(content), file).toBe(true);
    }
  });
});
