/** Issue 20 §2: a reopen of a closed payroll month says why, in at least this many characters. */
export const REOPEN_REASON_MIN = 5;

/** The message for a reopen's reason (trimmed), or null when it will do: the dialog and the server say the same. */
export function reopenReasonError(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  if (text === '') return 'Reason is required';
  if (text.length < REOPEN_REASON_MIN) return `Reason must be at least ${REOPEN_REASON_MIN} characters`;
  return null;
}
