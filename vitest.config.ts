import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BrowserFilesEarly } from './tests/helpers/BrowserFilesEarly.js';

const ISOLATED = 'tests/unit/**/*.isolated.test.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single file at a time on the 2-core CI
    // machine, while an API file spends much of its time waiting for PGlite's thread, PostgreSQL or
    // the disk. Two files at once keep both cores busy; three were slower (812 s against 694 s, 23 Nov),
    // the cores then thrash (docs/testing.md, "Keeping the suite fast").
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Browser files from the start of the run, beside API and unit files (BrowserFilesEarly.ts).
    sequence: { sequencer: BrowserFilesEarly },
    projects: [
      {
        extends: true,
        // Pure functions and controllers: they share one module graph per worker instead of importing
        // it again for every file (the imports were most of this project's time).
        // Property tests run a few hundred cases in a second or two; the 5 s default failed one on a machine
        // loaded twentyfold (CI, 23 Nov), with no counterexample in 20,000 runs.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: [ISOLATED], environment: 'node', isolate: false, testTimeout: 30_000 },
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
        // The files of a worker share one module graph too: the server's modules are imported once, and
        // what the server makes once per process (route validators, master validators, the login key
        // pair) is made once per worker instead of once per file; 25 % less CPU (docs/testing.md, 23 Nov).
        // A file leaves nothing behind: it closes its servers and ends on the real clock (setup file).
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          isolate: false,
          setupFiles: ['tests/helpers/realClockAfterFile.ts'],
          globalSetup: ['tests/helpers/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Real Chromium against the built app. Not `fileParallelism: false`: vitest runs such a project
        // after all the others, one file at a time, with the second core idle (docs/testing.md, 23 Nov).
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
