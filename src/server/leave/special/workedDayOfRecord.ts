import type { DayRecord } from '../../attendance/engine/index.js';
import type { WorkedDay } from '../../../shared/compOffRules.js';

/**
 * What the attendance engine's stored record says about a day for comp-off: its day type (the trace's
 * first step) and how far the worked span reached (its `worked` step). A day with neither step (a
 * record of another shape) is a working day with nothing worked: it earns nothing.
 */
export function workedDayOfRecord(record: Pick<DayRecord, 'trace'> | null | undefined): WorkedDay & { occasion: string | null } {
  const trace = Array.isArray(record?.trace) ? record.trace : [];
  let worked: WorkedDay & { occasion: string | null } = { dayType: 'working', restricted: false, reached: 'none', occasion: null };
  for (const step of trace) {
    if (step.step === 'dayType') {
      const dayType = step.dayType;
      worked = {
        ...worked,
        dayType: dayType.kind,
        restricted: dayType.kind === 'holiday' && dayType.restricted,
        occasion: dayType.kind === 'holiday' ? dayType.occasion : null,
      };
    }
    if (step.step === 'worked') worked = { ...worked, reached: step.reached };
  }
  return worked;
}
