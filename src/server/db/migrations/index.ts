import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001_foundation.js';
import * as coreTablesAsMasters from './0002_core_tables_as_masters.js';
import * as organizationMailPassword from './0003_organization_mail_password.js';
import * as outboxPerOrganization from './0004_outbox_per_organization.js';
import * as spocFlagsFromMaster from './0005_spoc_flags_from_master.js';
import * as parentOrganization from './0006_parent_organization.js';
import * as sharedProcessState from './0007_shared_process_state.js';
import * as rateLimitCounters from './0008_rate_limit_counters.js';
import * as menusInUse from './0009_menus_in_use.js';
import * as swipeStorage from './0010_swipe_storage.js';
import * as backgroundJob from './0011_background_job.js';
import * as attendanceCore from './0012_attendance_core.js';
import * as holidayIdentity from './0014_holiday_identity.js';
import * as deviceKeys from './0015_device_keys.js';
import * as attendanceProcessor from './0016_attendance_processor.js';
import * as leave from './0017_leave.js';
import * as attendanceInputHash from './0018_attendance_input_hash.js';
import * as leaveLedgerSource from './0020_leave_ledger_source.js';
import * as leaveDaySessions from './0024_leave_day_sessions.js';
import * as leaveAttachmentFile from './0027_leave_attachment_file.js';
import * as leanAttendanceTables from './0028_lean_attendance_tables.js';
import * as recomputeDaysAfterEngineFixes from './0029_recompute_days_after_engine_fixes.js';
import * as fallbackApprover from './0030_fallback_approver.js';
import * as packOldAttendanceRows from './0031_pack_old_attendance_rows.js';
import * as lopEntry from './0032_lop_entry.js';
import * as payrollMonthClose from './0033_payroll_month_close.js';
import * as rosterSource from './0034_roster_source.js';
import * as attendanceOverride from './0035_attendance_override.js';
import * as seededShiftBreaks from './0036_seeded_shift_breaks.js';
import * as onsiteAttendance from './0039_onsite_attendance.js';
import * as addEmployee from './0041_add_employee.js';
import * as people from './0042_people.js';
import * as employeeProfile from './0043_employee_profile.js';
import * as helpDeskTickets from './0045_help_desk_tickets.js';
import * as chatbotMessage from './0046_chatbot_message.js';
import * as employeeNote from './0047_employee_note.js';
import * as events from './0049_events.js';
import * as recomputeDaysOutsideEmployment from './0050_recompute_days_outside_employment.js';
import * as chatbotPendingAction from './0051_chatbot_pending_action.js';

/** Versioned migrations, applied in name order at start-up. Add a file and list it here. */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_core_tables_as_masters': coreTablesAsMasters,
  '0003_organization_mail_password': organizationMailPassword,
  '0004_outbox_per_organization': outboxPerOrganization,
  '0005_spoc_flags_from_master': spocFlagsFromMaster,
  '0006_parent_organization': parentOrganization,
  '0007_shared_process_state': sharedProcessState,
  '0008_rate_limit_counters': rateLimitCounters,
  '0009_menus_in_use': menusInUse,
  '0010_swipe_storage': swipeStorage,
  '0011_background_job': backgroundJob,
  '0012_attendance_core': attendanceCore,
  '0014_holiday_identity': holidayIdentity,
  '0015_device_keys': deviceKeys,
  '0016_attendance_processor': attendanceProcessor,
  '0017_leave': leave,
  '0018_attendance_input_hash': attendanceInputHash,
  '0020_leave_ledger_source': leaveLedgerSource,
  '0024_leave_day_sessions': leaveDaySessions,
  '0027_leave_attachment_file': leaveAttachmentFile,
  '0028_lean_attendance_tables': leanAttendanceTables,
  '0029_recompute_days_after_engine_fixes': recomputeDaysAfterEngineFixes,
  '0030_fallback_approver': fallbackApprover,
  '0031_pack_old_attendance_rows': packOldAttendanceRows,
  '0032_lop_entry': lopEntry,
  '0033_payroll_month_close': payrollMonthClose,
  '0034_roster_source': rosterSource,
  '0035_attendance_override': attendanceOverride,
  '0036_seeded_shift_breaks': seededShiftBreaks,
  '0039_onsite_attendance': onsiteAttendance,
  '0041_add_employee': addEmployee,
  '0042_people': people,
  '0043_employee_profile': employeeProfile,
  '0045_help_desk_tickets': helpDeskTickets,
  '0046_chatbot_message': chatbotMessage,
  '0047_employee_note': employeeNote,
  '0049_events': events,
  '0050_recompute_days_outside_employment': recomputeDaysOutsideEmployment,
  '0051_chatbot_pending_action': chatbotPendingAction,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
