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
        // The API files and the browser files (real Chromium against the built app) in one project, so that
        // the files of a worker share one module graph: the server's modules are imported once, and what the
        // server makes once per process (route validators, master validators, the login key pair, PGlite's
        // compiled WebAssembly) is made once per worker instead of once per file. Vitest hands a worker's
        // process to the next file only when that file is of the same project (not isolated): as two projects,
        // an API file after a browser file, or a browser file after an API file, started a new process.
        // A file leaves nothing behind: it closes its servers and browser and ends on the real clock (setup
        // file). The browser files are put beside the API files by BrowserFilesEarly.ts; never
        // `fileParallelism: false`: vitest then runs the files one at a time after every other file.
        // Timeouts are the browser files' (a page on a loaded machine); an API test takes seconds.
        test: {
          name: 'server',
          include: ['tests/api/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          isolate: false,
          setupFiles: ['tests/helpers/realClockAfterFile.ts'],
          globalSetup: ['tests/helpers/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
