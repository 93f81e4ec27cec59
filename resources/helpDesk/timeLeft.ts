/** Working minutes left as a person reads them: '3h 20m left', 'overdue by 1h 5m'. */
export function timeLeftText(minutes: number | null): string {
  if (minutes === null) return '—';
  const span = Math.abs(minutes);
  const days = Math.floor(span / 1440);
  const hours = Math.floor((span % 1440) / 60);
  const text = [days ? `${days}d` : '', hours ? `${hours}h` : '', `${span % 60}m`].filter(Boolean).join(' ');
  return minutes >= 0 ? `${text} left` : `overdue by ${text}`;
}

/** An instant in the reader's own time: '27/11/2026 14:05'. */
export const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).replace(',', '') : '—';
