import type { SessionRecord } from '../../../shared/sessionRecord';

const NO_TIME = '00:00';

/** A day's values when nothing happened: no times, no hours, no LOP message (a not-employed day is this; packing leaves out what equals it). */
export const EMPTY_DAY = {
  inProgress: false,
  inTime: null,
  outTime: null,
  totalWorkHours: NO_TIME,
  breakHrs: NO_TIME,
  actualWorkHours: NO_TIME,
  shortFallHours: NO_TIME,
  excessHours: NO_TIME,
  lopMessage: null,
} as const;

/** A session of `shift` in which nothing happened. */
export const emptySession = (shift: string): SessionRecord => ({ shift, firstIn: null, lastOut: null, lateIn: NO_TIME, excessIn: NO_TIME, earlyOut: NO_TIME, status: null });
