/**
 * Comp-off rules both sides read (issue 11 §3, docs/leave-special.md): which worked days earn a
 * credit and how much, when a credit expires, and how much of an expired credit lapses.
 */
import { addDays, format, parseISO } from 'date-fns';

/** How far back a worked weekly off or holiday may still be claimed, in days before today. */
export const COMP_OFF_CLAIM_WINDOW_DAYS = 30;
/** A credit can be availed up to and including the worked date plus this many days. */
export const COMP_OFF_VALID_DAYS = 90;
/** The leave type a credit is and a comp-off leave is taken as. */
export const COMP_OFF_TYPE = 'CO';

/** What the attendance engine recorded for a worked day: its day type and how much of a day the worked span reached. */
export interface WorkedDay {
  dayType: 'working' | 'weeklyOff' | 'holiday';
  /** A restricted holiday is a working day unless taken as RH leave, so working it earns nothing. */
  restricted: boolean;
  /** The engine's `worked` step: the span from first in to last out against the shift's full and half day. */
  reached: 'fullDay' | 'halfDay' | 'none';
}

/** The credit a worked day earns: a full day for a full day's span, a half for a half day's, else none. */
export function compOffCredit(day: WorkedDay): 0 | 0.5 | 1 {
  const off = day.dayType === 'weeklyOff' || (day.dayType === 'holiday' && !day.restricted);
  if (!off) return 0;
  return day.reached === 'fullDay' ? 1 : day.reached === 'halfDay' ? 0.5 : 0;
}

/** The last day a credit for `workedDate` can be availed. */
export function compOffExpiry(workedDate: string): string {
  return format(addDays(parseISO(workedDate), COMP_OFF_VALID_DAYS), 'yyyy-MM-dd');
}

/** The first and last date a claim may name on `today`: the window's days before today (today is still being worked). */
export function compOffClaimWindow(today: string): { from: string; to: string } {
  const day = parseISO(today);
  return { from: format(addDays(day, -COMP_OFF_CLAIM_WINDOW_DAYS), 'yyyy-MM-dd'), to: format(addDays(day, -1), 'yyyy-MM-dd') };
}

/** An approved credit as the ledger holds it. */
export interface CompOffCredit {
  requestCode: string;
  days: number;
  expiresOn: string;
  /** Days of it already lapsed (its lapse entry, positive); 0 when none. */
  lapsed: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * What is left of each credit: comp-off leave (`used`, the net days of CO taken, positive) spends
 * the credits that expire first; days already lapsed are gone. In expiry order.
 */
export function compOffRemaining(credits: readonly CompOffCredit[], used: number): (CompOffCredit & { left: number })[] {
  const ordered = [...credits].sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.requestCode.localeCompare(b.requestCode));
  let toSpend = Math.max(0, used);
  return ordered.map((credit) => {
    const open = Math.max(0, credit.days - credit.lapsed);
    const spent = Math.min(open, toSpend);
    toSpend = round2(toSpend - spent);
    return { ...credit, left: round2(open - spent) };
  });
}

/**
 * The lapses due on `today`: a credit past its expiry (availed up to and including expiresOn) with
 * days left lapses what is left. A credit lapses once: one already lapsed is never lapsed again.
 */
export function compOffLapses(credits: readonly CompOffCredit[], used: number, today: string): { requestCode: string; days: number }[] {
  return compOffRemaining(credits, used)
    .filter((credit) => credit.lapsed === 0 && credit.expiresOn < today && credit.left > 0)
    .map(({ requestCode, left }) => ({ requestCode, days: left }));
}

/** The first credit still open on `today` with days left: when it expires and how much of it. */
export function compOffNextExpiry(credits: readonly CompOffCredit[], used: number, today: string): { date: string; days: number } | null {
  const next = compOffRemaining(credits, used).find((credit) => credit.expiresOn >= today && credit.left > 0);
  return next ? { date: next.expiresOn, days: next.left } : null;
}
