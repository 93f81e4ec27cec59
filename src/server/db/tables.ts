import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { WeekendWeek } from '../../shared/weekendPolicy.js';

/** Columns the database fills in itself. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Status = 'Active' | 'Inactive';

export interface OrganizationTable {
  id: Generated<number>;
  organization_code: string;
  organization_detail: string;
  short_name: string;
  parent_organization: number | null;
  status: ColumnType<Status, Status | undefined, Status>;
  logo_file: string | null;
  mail_settings: ColumnType<unknown, string | undefined, string> | null;
  /** Never sent to a browser (the schema marks it writeOnly). */
  mail_password: string | null;
  /** Address of each embedded collaboration screen (dm, survey, circle, meetingCalendar, km). */
  collaboration_urls: ColumnType<Record<string, string>, string | undefined, string>;
  /** Emp ID of the approver for employees with no reporting manager; null: the first active HR Ops Admin (loadApprovers). */
  fallback_approver: string | null;
  /** Days after completion a help desk ticket may be reopened by its raiser (migration 0045). */
  help_desk_reopen_days: ColumnType<number, number | undefined, number>;
  /** What a reporting-line change does to pending requests (docs/people.md): 'move' (null reads as 'move') or 'leave'. */
  pending_requests_on_line_change: ColumnType<'move' | 'leave' | null, 'move' | 'leave' | null | undefined, 'move' | 'leave' | null>;
  /** The prefix of new Emp IDs (docs/people.md); null: EMP. */
  employee_id_prefix: ColumnType<string | null, string | null | undefined, string | null>;
  version: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface StoredFileTable {
  name: string;
  organization_id: number | null;
  content_type: string;
  bytes: Buffer;
  /** A personal file (a leave document): served only by the route that knows who may read it, never as an organisation file. */
  owner_employee_id: ColumnType<number | null, number | null | undefined, never>;
  created_at: CreatedAt;
}

export interface EmployeeTable {
  id: Generated<number>;
  emp_id: string;
  organization_id: number;
  first_name: string;
  last_name: string;
  designation: string;
  department: string;
  official_email: string;
  password_hash: string | null;
  reporting_manager_id: number | null;
  reviewer_id: number | null;
  is_reporting_manager: ColumnType<boolean, boolean | undefined, boolean>;
  is_reviewer: ColumnType<boolean, boolean | undefined, boolean>;
  onboarding_status: ColumnType<string, string | undefined, string>;
  status: ColumnType<Status, Status | undefined, Status>;
  date_of_joining: string | null;
  /** Migration 0049: birthdays come from here, never typed twice. */
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  /** The employee's choice: their birthday is not shown to colleagues. */
  hide_birthday: ColumnType<boolean, boolean | undefined, boolean>;
  blood_group: string | null;
  contact_no: string | null;
  /** The employee's own shift; null means the organisation's default shift (Regular, S1). */
  shift_code: string | null;
  /** An id of the Work Location master: decides which holidays apply. */
  work_location_id: number | null;
  /** Decides the types a person may take (ML, PAL); null when not recorded. */
  gender: ColumnType<'Male' | 'Female' | 'Other' | null, 'Male' | 'Female' | 'Other' | null | undefined, 'Male' | 'Female' | 'Other' | null>;
  /** Ids of the Grade and Role of Intake masters: a leave scheme may be assigned by either. */
  grade_id: ColumnType<number | null, number | null | undefined, number | null>;
  role_of_intake_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The last day of probation; null or past means confirmed (PRL is for those on probation). */
  probation_end_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** A scheme assigned one by one; it wins over grade, role of intake and the default. */
  leave_scheme_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Recorded by a deactivation (docs/people.md): from this day the employee is no option in any look-up. */
  last_working_day: ColumnType<string | null, string | null | undefined, string | null>;
  /** Added through Add employee or the bulk upload (migration 0041, docs/people.md); null on older rows. */
  middle_name: ColumnType<string | null, string | null | undefined, string | null>;
  personal_email: ColumnType<string | null, string | null | undefined, string | null>;
  probation: ColumnType<'Trainee' | 'Probation' | 'Confirmed' | null, 'Trainee' | 'Probation' | 'Confirmed' | null | undefined, 'Trainee' | 'Probation' | 'Confirmed' | null>;
  probation_months: ColumnType<number | null, number | null | undefined, number | null>;
  notice_period: ColumnType<number | null, number | null | undefined, number | null>;
  recruiter_id: ColumnType<number | null, number | null | undefined, number | null>;
  buddy_id: ColumnType<number | null, number | null | undefined, number | null>;
  division_head_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** bigint: read as text by the driver. */
  ctc: ColumnType<string | null, number | null | undefined, number | null>;
  /** The rest of the new-employee form as submitted (spec 002 §3 field names). */
  joining_details: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

/** A profile per employee (migration 0043, docs/profiles.md): a jsonb column per section. */
export interface EmployeeProfileTable {
  employee_id: number;
  organization_id: number;
  basic_details: Json;
  contact: Json;
  working_information: Json;
  hr_information: Json;
  account_information: Json;
  education: Json;
  experience: Json;
  family: Json;
  other_documents: Json;
  follow_up: Json;
  probation_information: Json;
  id_card: Json;
  photo_file: string | null;
  banner_file: string | null;
  submitted_at: Date | null;
  version: ColumnType<number, number | undefined, number>;
  updated_by: string | null;
  updated_at: UpdatedAt;
}

/** A document of an employee's Other Documents: a personal stored file, with an optional expiry date. */
export interface EmployeeDocumentTable {
  id: Generated<number>;
  organization_id: number;
  employee_id: number;
  folder: string;
  file_name: string;
  original_name: string;
  document_type: string;
  document_number: string | null;
  expiry_date: ColumnType<string | null, string | null | undefined, string | null>;
  verified: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: string;
  created_at: CreatedAt;
}

export interface DocumentExpiryReminderTable {
  document_id: number;
  reminder_date: string;
}

export interface EmployeeOrganizationTable {
  employee_id: number;
  organization_id: number;
}

export interface RoleTable {
  id: Generated<number>;
  organization_id: number;
  role_type: string;
  role_sequence: number;
  status: ColumnType<Status, Status | undefined, Status>;
  version: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface EmployeeRoleTable {
  employee_id: number;
  organization_id: number;
  role_id: number;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface MenuTable {
  id: Generated<number>;
  text: string;
  path: string;
  icon: string;
  sort_order: number;
  status: ColumnType<Status, Status | undefined, Status>;
}

export interface SubmenuTable {
  id: Generated<number>;
  menu_id: number;
  text: string;
  path: string;
  sort_order: number;
  status: ColumnType<Status, Status | undefined, Status>;
}

export interface RolePermissionTable {
  id: Generated<number>;
  role_id: number;
  menu_id: number;
  submenu_id: number | null;
  can_view: boolean;
  can_add: boolean;
  can_edit: boolean;
  can_delete: boolean;
}

export interface SessionTable {
  id: string;
  employee_id: number;
  organization_id: number;
  role_id: number;
  via_microsoft: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  issued_at: CreatedAt;
  used_at: Date | null;
}

export interface PasswordResetTable {
  token_hash: string;
  employee_id: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface OutboxMailTable {
  id: Generated<number>;
  /** The organisation the mail was sent for; its own mail server sends it when it has one. */
  organization_id: number | null;
  to_address: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  sent_at: Date | null;
  error: string | null;
  version: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  updated_by: string | null;
  updated_at: UpdatedAt;
}

export interface AppSecretTable {
  name: string;
  value: string;
}

export interface SwipeTable {
  id: Generated<number>;
  organization_id: number;
  employee_id: number;
  log_date_time: Date;
  /** The attendance day the swipe counts for (src/server/attendance/attendanceDate.ts), yyyy-mm-dd. */
  attendance_date: ColumnType<string, string, string>;
  device_name: string;
  /** Null for a device that does not record direction: the engine pairs such punches first-in/last-out. */
  direction: 'IN' | 'OUT' | null;
  source: ColumnType<SwipeSource, SwipeSource | undefined, SwipeSource>;
  access_card_no: string | null;
  door_address: string | null;
  created_at: CreatedAt;
}

export type SwipeSource = 'Bio Metric' | 'Web' | 'Onsite';

/** Employee × date → a shift or a day type; overrides the employee's shift and the weekend policy. */
export interface ShiftRosterTable {
  organization_id: number;
  employee_id: number;
  roster_date: ColumnType<string, string, string>;
  shift_code: string | null;
  day_type: 'OFF' | 'WORKING' | null;
  /** Which upload wrote the entry (migration 0034). */
  source: ColumnType<RosterSource, RosterSource | undefined, RosterSource>;
  updated_by: string | null;
  updated_at: UpdatedAt;
}

/** The Shift Roster upload or the Day Type upload. */
export type RosterSource = 'shiftRoster' | 'dayType';

export interface WeekendPolicyTable {
  id: Generated<number>;
  organization_id: number;
  /** The first day of the month MM-YYYY. */
  month_start: ColumnType<string, string, string>;
  weeks: ColumnType<WeekendWeek[], string, string>;
  version: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Spec 002 holiday. */
export interface HolidayTable {
  id: Generated<number>;
  organization_id: number;
  occasion: string;
  holiday_date: ColumnType<string, string, string>;
  discription: string | null;
  /** The spec's yes/no text: restricted when it equals yes in any letter case. */
  restricted_holiday: ColumnType<string, string | undefined, string>;
  all_state: ColumnType<boolean, boolean | undefined, boolean>;
  all_location: ColumnType<boolean, boolean | undefined, boolean>;
  state_list: ColumnType<{ name: string }[], string | undefined, string>;
  location_list: ColumnType<{ name: string }[], string | undefined, string>;
  file: string | null;
  status: ColumnType<Status, Status | undefined, Status>;
  version: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Spec 001 §3 lock setting, one per organisation, with the payroll month's first day. */
export interface AttendanceLockTable {
  organization_id: number;
  attendance_emp_lock_date: ColumnType<string | null, string | null | undefined, string | null>;
  attendance_repo_lock_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** The payroll month runs from this day of the previous month to the day before it (25: the 25th to the 24th). */
  payroll_start_day: ColumnType<number, number | undefined, number>;
  version: ColumnType<number, number | undefined, number>;
  updated_by: string | null;
  updated_at: UpdatedAt;
}

/** A device sync tool's key (docs/swipes.md): only its hash is kept. */
export interface SwipeDeviceKeyTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  key_hash: string;
  /** The key's first characters, to tell keys apart in the list without revealing them. */
  key_prefix: string;
  created_by: number | null;
  created_at: CreatedAt;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** The processed day: spec 001 §3's record (src/server/attendance/engine/dayRecord.ts) with its trace. */
export interface AttendanceDayTable {
  organization_id: number;
  employee_id: number;
  attendance_date: ColumnType<string, string, string>;
  status_code: string | null;
  shift_code: string;
  lop_days: ColumnType<number, number | undefined, number>;
  record: ColumnType<unknown, string, string>;
  /** Hash of the computed record: a recompute that gives the same hash writes nothing. */
  result_hash: string;
  processed_at: CreatedAt;
}

/** An LOP correction (migration 0032): + adds LOP days to a past payroll month, − reverses them; carried by the payroll run of `applied_in`. */
export interface LopEntryTable {
  id: Generated<string>;
  organization_id: number;
  employee_id: number;
  /** The first day of the payroll month the entry corrects. */
  payroll_month: ColumnType<string, string, string>;
  /** The first day of the payroll month whose run carries it. */
  applied_in: ColumnType<string, string, string>;
  /** numeric(4,1), read as a string by the driver. */
  lop_days: ColumnType<string, number | string, number | string>;
  source: 'addLop' | 'lopReversal' | 'reopen';
  reason: string;
  created_by: string;
  created_at: CreatedAt;
}

/** A close or reopen of an organisation's payroll month (migration 0033): append-only; the month's state is its latest event. */
export interface PayrollMonthEventTable {
  id: Generated<number>;
  organization_id: number;
  /** MM-YYYY: the payroll month ending in that calendar month. */
  month_year: string;
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string, string, string>;
  action: 'close' | 'reopen';
  /** A reopen's reason (required for a reopen). */
  reason: string | null;
  actor_emp_id: string;
  created_at: CreatedAt;
}

/** What payroll used, per employee·day, taken from attendance_day when a payroll month was closed. */
export interface PayrollMonthSnapshotTable {
  close_event_id: number;
  employee_id: number;
  attendance_date: ColumnType<string, string, string>;
  status_code: string | null;
  /** numeric(3,1), read as a string by the driver. */
  lop_days: ColumnType<string, number | string, number | string>;
}

/** A chatbot message, the employee's or the reply shown to them (migration 0046, docs/chatbot.md). */
export interface ChatbotMessageTable {
  id: Generated<string>;
  organization_id: number;
  employee_id: number;
  session_id: string;
  sender: 'user' | 'bot';
  text: string;
  feature: string | null;
  files: ColumnType<{ name: string; size: number }[], string, string>;
  created_at: CreatedAt;
}

/** A request the chatbot proposed, waiting for the employee's Yes (migration 0051, docs/chatbot.md). */
export interface ChatbotPendingActionTable {
  organization_id: number;
  employee_id: number;
  session_id: string;
  kind: 'ticket' | 'regularization' | 'leave';
  action: ColumnType<unknown, string, string>;
  file_name: string | null;
  file_bytes: Buffer | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** An onsite punch HR uploaded (migration 0039): not attendance until its day entry is approved. */
export interface OnsitePunchTable {
  id: Generated<string>;
  organization_id: number;
  employee_id: number;
  attendance_date: ColumnType<string, string, string>;
  punch_at: Date;
  direction: 'IN' | 'OUT';
  created_by: string;
  created_at: CreatedAt;
}

export type OnsiteStatus = 'Pending' | 'Approved' | 'Rejected';

/** An employee's onsite day (first IN, last OUT) awaiting or past their approver's decision (docs/onsite-attendance.md). */
export interface OnsiteAttendanceTable {
  id: Generated<number>;
  organization_id: number;
  employee_id: number;
  attendance_date: ColumnType<string, string, string>;
  in_at: Date;
  out_at: Date;
  status: ColumnType<OnsiteStatus, OnsiteStatus | undefined, OnsiteStatus>;
  approver_id: number | null;
  reason: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  processed_by: string;
  processed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  version: ColumnType<number, number | undefined, number>;
}

/** Employee·dates whose inputs changed, waiting for the processor; marked in the changing transaction. */
export interface AttendanceDirtyTable {
  organization_id: number;
  employee_id: number;
  attendance_date: ColumnType<string, string, string>;
  marked_at: CreatedAt;
  /** Set by the processor on a mark it will not process (a closed payroll month): why. */
  held_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export type RegularizationStatus = 'Pending' | 'Approved' | 'Partially Approved' | 'Rejected' | 'Withdrawn';

export interface RegularizationTable {
  id: Generated<number>;
  organization_id: number;
  regularization_code: string;
  employee_id: number;
  applied_to_id: number;
  status: ColumnType<RegularizationStatus, RegularizationStatus | undefined, RegularizationStatus>;
  remarks: string | null;
  reject_reason: string | null;
  applied_at: CreatedAt;
  decided_by: number | null;
  decided_at: Date | null;
  version: ColumnType<number, number | undefined, number>;
}

export interface RegularizationDateTable {
  organization_id: number;
  regularization_id: number;
  employee_id: number;
  attendance_date: ColumnType<string, string, string>;
  work_type: 'REG' | 'WFH' | 'OD';
  /** HH:mm; an end before the start is the next day (night shift). */
  start_time: string | null;
  end_time: string | null;
  sessions: ColumnType<(1 | 2)[], string | undefined, string>;
  reason: string;
  status: ColumnType<'Pending' | 'Approved' | 'Rejected' | 'Withdrawn', 'Pending' | 'Approved' | 'Rejected' | 'Withdrawn' | undefined, 'Pending' | 'Approved' | 'Rejected' | 'Withdrawn'>;
  approver_remarks: string | null;
}

/** A recognition note (migration 0047, docs/recognition-and-events.md). */
export interface EmployeeNoteTable {
  id: Generated<number>;
  organization_id: number;
  author_id: number;
  from_date: ColumnType<string, string, string>;
  to_date: ColumnType<string, string, string>;
  /** Rich text, kept to the allow-list of src/server/http/richText.ts. */
  description: string;
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface EmployeeNoteRecipientTable {
  note_id: number;
  organization_id: number;
  employee_id: number;
}

/** An organisation's event (migration 0049, docs/recognition-and-events.md). */
export interface OrgEventTable {
  id: Generated<number>;
  organization_id: number;
  title: string;
  category: string;
  event_type: 'All Employees' | 'Departments';
  departments: ColumnType<string[], string[] | undefined, string[]>;
  description: ColumnType<string, string | undefined, string>;
  location: ColumnType<string, string | undefined, string>;
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string, string, string>;
  start_time: string | null;
  end_time: string | null;
  version: ColumnType<number, number | undefined, number>;
  created_by: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OrgEventAttendeeTable {
  event_id: number;
  organization_id: number;
  employee_id: number;
}

export interface BackgroundJobTable {
  id: Generated<number>;
  organization_id: number;
  /** The owner: the only one who may read the job. */
  employee_id: number;
  kind: string;
  /** What the job works on, e.g. the master imported into. */
  subject: string;
  status: ColumnType<'running' | 'done' | 'failed', 'running' | 'done' | 'failed' | undefined, 'running' | 'done' | 'failed'>;
  progress: ColumnType<number, number | undefined, number>;
  message: string | null;
  result: unknown;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Generated<number>;
  organization_id: number | null;
  actor_employee_id: number | null;
  entity: string;
  entity_id: string;
  action: string;
  before: unknown;
  after: unknown;
  at: CreatedAt;
}

export interface MicrosoftSignInTable {
  state: string;
  nonce: string;
  expires_at: Date;
}

export interface MicrosoftHandoffTable {
  token_hash: string;
  employee_id: number;
  expires_at: Date;
}

export interface PermissionVersionTable {
  id: number;
  version: number;
}

export interface LeaveSchemeTable {
  id: Generated<number>;
  organization_id: number;
  scheme_name: string;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<Status, Status | undefined, Status>;
  version: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface LeaveSchemeEntitlementTable {
  organization_id: number;
  scheme_id: number;
  /** A leave type's code (CL, PL, …). */
  leave_type: string;
  /** numeric: read as a string. */
  days_per_year: ColumnType<string, string | number, string | number>;
}

export interface LeaveSchemeAssignmentTable {
  organization_id: number;
  scheme_id: number;
  assign_by: 'grade' | 'roleOfIntake';
  target_id: number;
}

export type LeaveEntryKind = 'opening' | 'accrual' | 'grant' | 'application' | 'cancellation' | 'encashment' | 'lapse' | 'carryForward' | 'adjustment' | 'compOff';

export interface LeaveLedgerTable {
  id: Generated<string>;
  organization_id: number;
  employee_id: number;
  leave_type: string;
  leave_year: number;
  entry_kind: LeaveEntryKind;
  /** Signed: credits positive, debits negative. numeric: read as a string. */
  days: ColumnType<string, string | number, string | number>;
  effective_date: string;
  expires_on: string | null;
  /** What the entry comes from: an application's leave code, a granter run, an import. */
  source_ref: string | null;
  /** Makes a repeated grant a no-op (unique per organisation). */
  idempotency_key: string | null;
  reason: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export type LeaveApplicationStatus = 'Pending' | 'Approved' | 'Partially Approved' | 'Rejected' | 'Withdrawn' | 'Cancelled';
export type LeaveDayStatus = 'Pending' | 'Approved' | 'Rejected' | 'Withdrawn' | 'Cancelled';

export interface LeaveApplicationTable {
  id: Generated<number>;
  organization_id: number;
  /** The spec's leaveCode: the application's own code (LV…), not the type's. */
  leave_code: string;
  employee_id: number;
  leave_type: string;
  from_date: string;
  /** The sessions taken on the first day: {1}, {2} or {1,2} (migration 0024). */
  from_sessions: ColumnType<(1 | 2)[], (1 | 2)[] | undefined, (1 | 2)[]>;
  to_date: string;
  /** The sessions taken on the last day; a one-day leave repeats from_sessions. */
  to_sessions: ColumnType<(1 | 2)[], (1 | 2)[] | undefined, (1 | 2)[]>;
  num_days: ColumnType<string, string | number, string | number>;
  reason: string;
  applied_to_id: number;
  attachment: string | null;
  /** The uploaded document (stored_file.name); null before uploads (migration 0027). */
  attachment_file: ColumnType<string | null, string | null | undefined, never>;
  status: ColumnType<LeaveApplicationStatus, LeaveApplicationStatus | undefined, LeaveApplicationStatus>;
  remarks: string | null;
  applied_at: CreatedAt;
  decided_by: number | null;
  decided_at: Date | null;
  version: ColumnType<number, number | undefined, number>;
}

export interface LeaveApplicationDayTable {
  organization_id: number;
  application_id: number;
  employee_id: number;
  leave_date: string;
  session1: boolean;
  session2: boolean;
  days: ColumnType<string, string | number, string | number>;
  status: ColumnType<LeaveDayStatus, LeaveDayStatus | undefined, LeaveDayStatus>;
  remarks: string | null;
}

export interface CompOffRequestTable {
  id: Generated<number>;
  organization_id: number;
  request_code: string;
  employee_id: number;
  worked_date: string;
  days: ColumnType<string, string | number, string | number>;
  reason: string;
  applied_to_id: number;
  status: ColumnType<'Pending' | 'Approved' | 'Rejected' | 'Withdrawn', 'Pending' | 'Approved' | 'Rejected' | 'Withdrawn' | undefined, 'Pending' | 'Approved' | 'Rejected' | 'Withdrawn'>;
  remarks: string | null;
  expires_on: string | null;
  applied_at: CreatedAt;
  decided_by: number | null;
  decided_at: Date | null;
  version: ColumnType<number, number | undefined, number>;
}

export interface LeaveEncashmentTable {
  id: Generated<number>;
  organization_id: number;
  encashment_code: string;
  employee_id: number;
  leave_type: string;
  leave_year: number;
  days: ColumnType<string, string | number, string | number>;
  reason: string | null;
  status: ColumnType<'Pending' | 'Approved' | 'Rejected' | 'Withdrawn', 'Pending' | 'Approved' | 'Rejected' | 'Withdrawn' | undefined, 'Pending' | 'Approved' | 'Rejected' | 'Withdrawn'>;
  remarks: string | null;
  applied_at: CreatedAt;
  decided_by: number | null;
  decided_at: Date | null;
  version: ColumnType<number, number | undefined, number>;
}

export interface LeaveGranterRunTable {
  id: Generated<number>;
  organization_id: number;
  period_kind: 'Month' | 'Year';
  /** YYYY-MM for a month, YYYY for a year. */
  period: string;
  leave_types: string[];
  /** null: every active employee of the organisation. */
  employee_ids: number[] | null;
  status: ColumnType<'Running' | 'Done' | 'Failed', 'Running' | 'Done' | 'Failed' | undefined, 'Running' | 'Done' | 'Failed'>;
  job_id: number | null;
  employees_granted: ColumnType<number, number | undefined, number>;
  entries_written: ColumnType<number, number | undefined, number>;
  days_granted: ColumnType<string, string | number | undefined, string | number>;
  created_by: string | null;
  created_at: CreatedAt;
  finished_at: Date | null;
}

export interface LeaveBalanceImportTable {
  id: Generated<number>;
  organization_id: number;
  file_name: string;
  status: 'Rejected' | 'Imported';
  row_count: number;
  error_count: number;
  errors: unknown;
  created_by: string | null;
  created_at: CreatedAt;
}

/** HR's override of an employee·date's sessions (migration 0035): the engine's strongest input. */
export interface AttendanceOverrideTable {
  organization_id: number;
  employee_id: number;
  attendance_date: ColumnType<string, string, string>;
  /** The session's value before the first override (the processed day's), kept while the override stands. */
  old_session1: string | null;
  old_session2: string | null;
  /** P or A; null leaves that session to the engine. */
  session1: string | null;
  session2: string | null;
  remarks: ColumnType<string, string | undefined, string>;
  source: 'override' | 'import';
  overridden_by: string;
  overridden_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Every override set or deleted, append-only (migration 0035). */
export interface AttendanceOverrideHistoryTable {
  id: Generated<string>;
  organization_id: number;
  employee_id: number;
  attendance_date: ColumnType<string, string, string>;
  action: 'set' | 'delete';
  old_session1: string | null;
  old_session2: string | null;
  session1: string | null;
  session2: string | null;
  remarks: ColumnType<string, string | undefined, string>;
  source: 'override' | 'import';
  created_by: string;
  created_at: CreatedAt;
}

/** A muster import (migration 0035): a refused one keeps its rows with errors for the error file. */
export interface AttendanceOverrideImportTable {
  id: Generated<number>;
  organization_id: number;
  file_name: string;
  status: 'Rejected' | 'Imported';
  row_count: number;
  error_count: number;
  errors: unknown;
  created_by: string | null;
  created_at: CreatedAt;
}

/** A help desk ticket (migration 0045, docs/help-desk.md). */
export interface HelpDeskTicketTable {
  id: Generated<number>;
  organization_id: number;
  raised_by_id: number;
  raised_for_id: number;
  /** The help desk contact master row (the spec's commonId) it was raised under. */
  contact_row_id: number;
  menu_name: string;
  sub_menu_name: string | null;
  ticket_details: string;
  assigned_to_id: number;
  manager_id: number | null;
  status: ColumnType<'Pending' | 'Completed', 'Pending' | 'Completed' | undefined, 'Pending' | 'Completed'>;
  resolution_comment: string | null;
  raised_at: ColumnType<Date, Date | string, Date | string>;
  response_due_at: ColumnType<Date, Date | string, Date | string>;
  resolution_due_at: ColumnType<Date, Date | string, Date | string>;
  responded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  escalated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reopen_count: ColumnType<number, number | undefined, number>;
  linked_ticket_id: number | null;
  version: ColumnType<number, number | undefined, number>;
}

export interface HelpDeskTicketHistoryTable {
  id: Generated<string>;
  organization_id: number;
  ticket_id: number;
  action: string;
  by_employee_id: number | null;
  comment: string | null;
  at: ColumnType<Date, Date | string, never>;
}

export interface HelpDeskAttachmentTable {
  id: Generated<number>;
  organization_id: number;
  ticket_id: number;
  file_name: string;
  stored_file: string;
  uploaded_by_id: number;
  uploaded_at: ColumnType<Date, Date | string, never>;
}

export interface HelpDeskFeedbackTable {
  id: Generated<number>;
  organization_id: number;
  ticket_id: number;
  cycle: number;
  rating: number;
  comment: string | null;
  by_employee_id: number;
  at: ColumnType<Date, Date | string, never>;
}

export interface Tables {
  organization: OrganizationTable;
  stored_file: StoredFileTable;
  employee: EmployeeTable;
  employee_organization: EmployeeOrganizationTable;
  employee_profile: EmployeeProfileTable;
  employee_document: EmployeeDocumentTable;
  document_expiry_reminder: DocumentExpiryReminderTable;
  role: RoleTable;
  employee_role: EmployeeRoleTable;
  menu: MenuTable;
  submenu: SubmenuTable;
  role_permission: RolePermissionTable;
  session: SessionTable;
  refresh_token: RefreshTokenTable;
  password_reset: PasswordResetTable;
  outbox_mail: OutboxMailTable;
  app_secret: AppSecretTable;
  swipe: SwipeTable;
  audit_log: AuditLogTable;
  microsoft_sign_in: MicrosoftSignInTable;
  microsoft_handoff: MicrosoftHandoffTable;
  permission_version: PermissionVersionTable;
  background_job: BackgroundJobTable;
  shift_roster: ShiftRosterTable;
  lop_entry: LopEntryTable;
  payroll_month_event: PayrollMonthEventTable;
  payroll_month_snapshot: PayrollMonthSnapshotTable;
  onsite_punch: OnsitePunchTable;
  onsite_attendance: OnsiteAttendanceTable;
  chatbot_message: ChatbotMessageTable;
  chatbot_pending_action: ChatbotPendingActionTable;
  help_desk_ticket: HelpDeskTicketTable;
  help_desk_ticket_history: HelpDeskTicketHistoryTable;
  help_desk_attachment: HelpDeskAttachmentTable;
  help_desk_feedback: HelpDeskFeedbackTable;
  weekend_policy: WeekendPolicyTable;
  holiday: HolidayTable;
  attendance_lock: AttendanceLockTable;
  attendance_day: AttendanceDayTable;
  attendance_dirty: AttendanceDirtyTable;
  regularization: RegularizationTable;
  regularization_date: RegularizationDateTable;
  swipe_device_key: SwipeDeviceKeyTable;
  leave_scheme: LeaveSchemeTable;
  leave_scheme_entitlement: LeaveSchemeEntitlementTable;
  leave_scheme_assignment: LeaveSchemeAssignmentTable;
  leave_ledger: LeaveLedgerTable;
  leave_application: LeaveApplicationTable;
  employee_note: EmployeeNoteTable;
  org_event: OrgEventTable;
  org_event_attendee: OrgEventAttendeeTable;
  employee_note_recipient: EmployeeNoteRecipientTable;
  leave_application_day: LeaveApplicationDayTable;
  comp_off_request: CompOffRequestTable;
  leave_encashment: LeaveEncashmentTable;
  leave_granter_run: LeaveGranterRunTable;
  leave_balance_import: LeaveBalanceImportTable;
  attendance_override: AttendanceOverrideTable;
  attendance_override_history: AttendanceOverrideHistoryTable;
  attendance_override_import: AttendanceOverrideImportTable;
}

export type Employee = Selectable<EmployeeTable>;
export type NewEmployee = Insertable<EmployeeTable>;
export type EmployeeUpdate = Updateable<EmployeeTable>;
export type Organization = Selectable<OrganizationTable>;
