import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The unit project runs its files in one shared module graph (vitest.config.ts, isolate: false): a
 * module replaced with vi.mock in one file would leak into the files after it, or the real module
 * into it, depending on the order. Files that replace modules are named *.isolated.test.ts and run
 * in a graph of their own.
 */
it('keeps every unit test that replaces a module in a file named *.isolated.test.ts', () => {
  const root = path.resolve(import.meta.dirname);
  const offenders = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !/\.isolated\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(mock|doMock|unmock|doUnmock)\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));
  expect(offenders).toEqual([]);
});

/** API and browser files share a module graph per worker as well (vitest.config.ts, project `server`), and run the real server: no file there replaces a module. */
it.each(['api', 'e2e'])('keeps every tests/%s file on the real modules', (folder) => {
  const root = path.resolve(import.meta.dirname, '..', folder);
  const offenders = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(mock|doMock|unmock|doUnmock)\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));
  expect(offenders).toEqual([]);
});
