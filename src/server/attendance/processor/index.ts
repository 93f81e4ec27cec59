/**
 * The attendance processor (docs/attendance-engine.md, "The processor"): marks → set-based loader →
 * the engine in the worker pool → a writer of changed rows only, run by a loop in every server process.
 */
export { loadDayInputs, type DayKey, type LoadedDay } from './loadDayInputs.js';
export { markEndedShifts } from './markEndedShifts.js';
export { closedMonthReason, DEFAULT_BATCH_SIZE, processDirtyAttendance, type PhaseTimes, type ProcessCounts, type ProcessOptions } from './processDirtyAttendance.js';
export { startAttendanceProcessor, type AttendanceProcessor, type ProcessorOptions } from './startAttendanceProcessor.js';
