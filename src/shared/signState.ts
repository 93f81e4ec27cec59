/** GET /api/attendance/sign (docs/swipes.md): today's attendance of the signed-in employee, as the dashboard card shows it. */
export interface SignState {
  attendanceDate: string;
  /** The last directional swipe of the day was an In. */
  signedIn: boolean;
  /** HH:mm of the first swipe and of the last Out, in the organisation's zone. */
  firstIn: string | null;
  lastOut: string | null;
  swipeCount: number;
}
