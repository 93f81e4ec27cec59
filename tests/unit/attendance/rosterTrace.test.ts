import { describe, expect, it } from 'vitest';
import { computeDay, explainTrace } from '../../../src/server/attendance/engine';
import { NIGHT_N1, dayInputs } from './dayInputsFixture';

/** Issue 19 §3: a roster entry is an engine input, and the day's trace names it (and only then). */
describe('the roster entry in the trace', () => {
  it.each([
    [{ shiftCode: 'N1', dayType: null, by: 'shiftRoster' as const }, 'Rostered on N1 for this date by shift roster upload.'],
    [{ shiftCode: null, dayType: 'OFF' as const, by: 'shiftRoster' as const }, 'Rostered as OFF for this date by shift roster upload.'],
    [{ shiftCode: 'N1', dayType: 'WORKING' as const, by: 'dayType' as const }, 'Rostered on N1 as WORKING for this date by day type upload.'],
  ])('%o reads %s', (rostered, sentence) => {
    const record = computeDay(dayInputs({ shift: NIGHT_N1, rostered }));
    expect(record.trace).toContainEqual({ step: 'rostered', ...rostered });
    expect(explainTrace(record.trace)).toContain(sentence);
  });

  it('says nothing of a roster when none decided the day', () => {
    const record = computeDay(dayInputs({}));
    expect(record.trace.some((step) => step.step === 'rostered')).toBe(false);
    expect(explainTrace(record.trace).some((sentence) => sentence.includes('Rostered'))).toBe(false);
  });
});
