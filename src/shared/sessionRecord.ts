/** One session's columns of spec 001 §3 (session1_firstIn, …); times HH:mm or null when there is none. */
export interface SessionRecord {
  shift: string;
  firstIn: string | null;
  lastOut: string | null;
  lateIn: string;
  excessIn: string;
  earlyOut: string;
  /** The session's status code (P, A, a leave code, OD, WFH, H, OFF), null while the day is in progress. */
  status: string | null;
}
