import type { WorkedDay } from '../../shared/compOffRules.js';
import type { DayType, TraceStep } from './engine/index.js';

/** A weekly off or holiday as the engine decided it, and how far the span worked on it reached (what comp-off reads). */
export type OffDayWorked = WorkedDay & { dayType: 'weeklyOff' | 'holiday'; occasion: string | null };

/**
 * Reads a day's trace: its `dayType` step and its `worked` step. Null for a working day. The stored
 * record keeps this rather than the trace, which the processor does not store.
 */
export function offDayWorked(trace: readonly TraceStep[]): OffDayWorked | null {
  let dayType: DayType | null = null;
  let reached: WorkedDay['reached'] = 'none';
  for (const step of trace) {
    if (step.step === 'dayType') dayType = step.dayType;
    if (step.step === 'worked') reached = step.reached;
  }
  if (dayType === null || dayType.kind === 'working') return null;
  return dayType.kind === 'holiday'
    ? { dayType: 'holiday', restricted: dayType.restricted, occasion: dayType.occasion, reached }
    : { dayType: 'weeklyOff', restricted: false, occasion: null, reached };
}
