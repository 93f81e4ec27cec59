import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/** The built app as the server sends it (needs `npm run build`): precompressed, hashed assets cached for good. */
describe('serving the built app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());

  const entry = () => {
    const html = fs.readFileSync(path.resolve('dist/client/index.html'), 'utf8');
    return html.match(/<script[^>]*src="(\/assets\/[^"]+\.js)"/)![1];
  };

  it('sends a hashed script brotli- or gzip-compressed, cached for a year as immutable', async () => {
    const url = entry();
    const original = fs.readFileSync(path.resolve('dist/client', `.${url}`));
    const brotli = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(original)).toBe(true);
    const gzip = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(original)).toBe(true);
    const plain = await server.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('has index.html checked on every load, at the root and at any app path', async () => {
    for (const url of ['/', '/login', '/dashboard']) {
      const page = await server.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
