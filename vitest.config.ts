import os from 'node:os';
import { defineConfig } from 'vitest/config';

const ISOLATED = 'tests/unit/**/*.isolated.test.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single file at a time on the 2-core CI
    // machine, while an API file spends much of its time waiting for PGlite's thread, PostgreSQL or
    // the disk. Two files at once keep both cores busy (docs/testing.md, "Keeping the suite fast").
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        extends: true,
        // Pure functions and controllers: they share one module graph per worker instead of importing
        // it again for every file (the imports were most of this project's time).
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: [ISOLATED], environment: 'node', isolate: false },
      },
      {
        extends: true,
        // A file that replaces a module (vi.mock) would hand its stand-in to the files after it in a
        // shared graph: such files are named *.isolated.test.ts and get a fresh graph each
        // (tests/unit/isolatedMocks.test.ts holds every file to that).
        test: { name: 'unit-isolated', include: [ISOLATED], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Real Chromium against the built app; one file at a time keeps the 2-core machine steady.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
