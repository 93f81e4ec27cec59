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

/** The API project shares a module graph per worker as well (vitest.config.ts), and its tests run the real server: no file there replaces a module. */
it('keeps every API test on the real modules', () => {
  const root = path.resolve(import.meta.dirname, '../api');
  const offenders = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(mock|doMock|unmock|doUnmock)\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));
  expect(offenders).toEqual([]);
});
