/**
 * The instant a wall-clock time in `timeZone` names (e.g. a device's '2026-03-05T09:12:00' in
 * Asia/Kolkata). Found by asking Intl for the zone's offset at the guess and once more at the
 * result, which settles on the right side of a daylight-saving change.
 */
export function zonedInstant(local: { year: number; month: number; day: number; hour: number; minute: number; second: number }, timeZone: string): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  const first = asUtc - offsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - offsetMs(new Date(first), timeZone));
}

/** One formatter per zone: making one costs far more than using it. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock runs ahead of UTC at `at`. */
function offsetMs(at: Date, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    const options = { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
    wallClocks.set(timeZone, (format = new Intl.DateTimeFormat('en-US', options)));
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}
