import { differenceInMinutes, parseISO } from 'date-fns';

/**
 * Wall-clock arithmetic as whole minutes from the attendance date's midnight. Dates are read as
 * UTC so the server's own zone and its daylight saving can never shift a minute.
 */
const asUtc = (wallTime: string) => parseISO(`${wallTime.slice(0, 16)}Z`);

export function minutesFromDayStart(attendanceDate: string, wallTime: string): number {
  return differenceInMinutes(asUtc(wallTime), asUtc(`${attendanceDate}T00:00`));
}

export function minutesOfHHmm(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A duration (or a time of day, modulo 24 h) as HH:mm; negative never reaches here. */
export function formatHHmm(minutes: number, asTimeOfDay = false): string {
  const value = asTimeOfDay ? ((minutes % 1440) + 1440) % 1440 : minutes;
  return `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
}

