/**
 * The per-session codes of a stored status: 'P' is both sessions present, 'P/A' Session 1 present
 * and Session 2 absent (docs/attendance-engine.md, "Status of a day"). Null while in progress.
 */
export function statusSessions(status: string | null): [string, string] | null {
  if (!status) return null;
  const [first, second = first] = status.split('/');
  return [first, second];
}

/** Codes that are not a leave: presence, absence, the calendar's own days, on duty and work from home. */
const NOT_LEAVE = new Set(['P', 'A', 'OD', 'WFH', 'H', 'RH', 'OFF']);

export const isLeaveCode = (code: string) => !NOT_LEAVE.has(code);
