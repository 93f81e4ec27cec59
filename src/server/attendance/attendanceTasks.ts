import { checkSwipeRows, type SwipeCheckContext, type SwipeRowInput } from './checkSwipeRows.js';
import { computeDay, type DayInputs } from './engine/index.js';
import { computeDays } from './processor/computeDays.js';
import { loadAndComputeDays } from './processor/loadAndComputeDays.js';
import { checkMusterFile } from './overrides/checkMusterFile.js';

/** Attendance's worker tasks (registered in src/server/workerTasks.ts): never run on the HTTP thread. */
export const attendanceTasks = {
  /** The engine over a chunk of a processor batch: its days to write (a day whose record hashes as stored is skipped). */
  computeDays,
  /** The same for a chunk whose inputs the pool thread reads itself (PostgreSQL: docs/attendance-engine.md, "Loader"). */
  loadAndComputeDays,
  /** The engine's record of one day with its trace (the day-details call). */
  explainDay: (inputs: DayInputs) => computeDay(inputs),
  /** A device batch of swipes checked row by row (docs/swipes.md). */
  checkSwipes: ({ rows, context }: { rows: SwipeRowInput[]; context: SwipeCheckContext }) => checkSwipeRows(rows, context),
  /** A muster import sheet read and checked without the database (docs/attendance-overrides.md). */
  checkMusterFile,
};

export type AttendanceTasks = typeof attendanceTasks;
