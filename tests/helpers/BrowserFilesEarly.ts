import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the run hands files to its two workers (vitest.config.ts, `sequence.sequencer`).
 *
 * Vitest orders files project by project (server, unit…), each longest first (by the last run's times,
 * or by size on a clean clone). A browser file (tests/e2e) waits on Chromium and on its server more than
 * it computes, so it is best run beside an API or unit file, and the browser files are among the longest:
 * left in their place they would end the run two browsers at a time. Here each browser file, in vitest's
 * own order, goes before one other file from the start of the run: one worker mostly runs browser files
 * while the other runs the rest, and the short unit files are left to even out the end. API and browser
 * files are one project, so a worker keeps its process (module graph, compiled validators, PGlite's
 * WebAssembly) from a browser file to an API file and back.
 */
export class BrowserFilesEarly extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter(isBrowserFile);
    const rest = sorted.filter((file) => !isBrowserFile(file));
    const order: TestSpecification[] = [];
    while (browser.length > 0 || rest.length > 0) {
      const next = browser.shift();
      if (next) order.push(next);
      const other = rest.shift();
      if (other) order.push(other);
    }
    return order;
  }
}

const isBrowserFile = (file: TestSpecification) => /[\\/]tests[\\/]e2e[\\/]/.test(file.moduleId);
