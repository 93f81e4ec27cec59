import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the run hands files to its two workers (vitest.config.ts, `sequence.sequencer`).
 *
 * Vitest orders files project by project (api, e2e, unit…), each longest first. A browser file waits
 * on Chromium and on its server more than it computes, so it is best run beside an API or unit file,
 * and the browser files are among the longest: left in their project's place they start after every
 * API file and end the run two browsers at a time. Here each browser file, in vitest's own order, goes
 * before one file of the other projects from the start of the run: one worker runs browser files
 * while the other runs the rest, and the short unit files are left to even out the end.
 */
export class BrowserFilesEarly extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((file) => file.project.name === 'e2e');
    const rest = sorted.filter((file) => file.project.name !== 'e2e');
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
