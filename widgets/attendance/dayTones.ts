/**
 * Spec 001 §2's day colours: approved regularization green, pending yellow, rejected pink, on duty
 * orange, work from home teal, comp off grey. A day without one of these shows a plain circle.
 * The status code is read on the colour: dark text keeps 4.5:1 on each (teal is a light one: #009688
 * gave 4.2:1), and an absence's red (error.main) does on the two tones an absent day can have, pending
 * and rejected (4.5:1 on the pink).
 */
export type DayTone = 'approved' | 'pending' | 'rejected' | 'onDuty' | 'workFromHome' | 'compOff';

export const DAY_TONES: Record<DayTone, { label: string; colour: string }> = {
  approved: { label: 'Regularization approved', colour: '#4caf50' },
  pending: { label: 'Regularization pending', colour: '#fdd835' },
  rejected: { label: 'Regularization rejected', colour: '#f8bbd0' },
  onDuty: { label: 'On duty', colour: '#ff9800' },
  workFromHome: { label: 'Work from home', colour: '#80cbc4' },
  compOff: { label: 'Comp off', colour: '#9e9e9e' },
};
