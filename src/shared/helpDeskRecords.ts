/** The help desk's answers, as the server sends them and the pages read them (docs/help-desk.md). */

/** One ticket of the Help Desk Report (GET /api/help-desk/reports). */
export interface ReportRow {
  ticketId: number;
  raisedAt: string;
  menuName: string;
  subMenuName: string | null;
  ticketDetails: string;
  raisedBy: string;
  raisedByName: string;
  raisedFor: string;
  raisedForName: string;
  assignedTo: string;
  assignedToName: string;
  status: 'Pending' | 'Completed';
  completedAt: string | null;
  /** Clock hours from raising to completion, one decimal; null while pending. */
  hoursToResolve: number | null;
  reopenCount: number;
  escalated: boolean;
  rating: number | null;
}
