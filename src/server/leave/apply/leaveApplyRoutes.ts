import type { FastifyInstance } from 'fastify';
import { displayDate } from '../../../shared/displayDate.js';
import type { AuthContext } from '../../auth/AuthContext.js';
import { access } from '../../http/access.js';
import { AppError, forbidden, notFound } from '../../http/AppError.js';
import { loadApplication } from './loadOwnApplication.js';
import { ok } from '../../http/reply.js';
import { holdsInSession, type Right } from '../../auth/tenancy.js';
import { sendUserFile } from '../../files/sendUserFile.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { leaveYearOf } from '../../../shared/leaveRecords.js';
import type { LeavePreview, LeaveTypeOption } from '../../../shared/leave/leaveApplicationRecord.js';
import type { Services } from '../../services.js';
import { applyLeave } from './applyLeave.js';
import { decideLeave, leaveDecisionMail, loadApproverWindow, MONTH_END_RIGHT } from './decideLeave.js';
import { endLeave } from './endLeave.js';
import { listByKey } from './leaveApplicationRecords.js';
import { applyBody, decisionBody, leaveCodeParams, listQuery, previewBody, type LeaveApplyPayload } from './leaveApplySchemas.js';
import { myLeaveTypes } from '../myLeaveTypes.js';
import { availableDays, loadAvailableDays, prepareLeave, stateProblem } from './prepareLeave.js';
import type { LeaveDecision } from './decideLeave.js';

const APPLY = '/api/leave/apply';
const APPROVAL = '/api/leave-approval';
/** HR of the organisation, for an application's document: who reads the organisation's leave report. */
const LEAVE_DOCUMENT_READER: Right = { path: '/leaveReport', verb: 'view' };
type ListQuery = { key?: 'Pending' | 'Approved'; page?: number };

export const LEAVE_MESSAGES = {
  applied: 'Leave applied successfully!',
  withdrawn: 'Withdraw Successfully.',
  cancelled: 'Leave cancelled successfully!',
  approved: 'Approved successfully!',
  rejected: 'Rejected successfully!',
  updated: 'Leave Updated Successfully!',
} as const;

/**
 * Applying for leave, the employee's history, withdrawal and cancellation, the approver's lists
 * and decision (docs/leave-applications.md). Spec 001 §7's month-end leave paths are the month end's
 * (src/server/monthEnd/monthEndLeaveRoutes.ts).
 */
export async function leaveApplyRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, mailer } = services;
  const tags = ['Leave applications'];

  app.get(
    `${APPLY}/types`,
    { config: { access: access.self }, schema: { tags, summary: "The leave types the caller may take today, each with its available balance ('text: count')" } },
    async (request) => {
      const auth = request.auth!;
      const today = attendanceToday();
      const [types, available] = await Promise.all([
        myLeaveTypes(db, auth.organizationId, auth.employeeId, today),
        loadAvailableDays(db, auth.organizationId, auth.employeeId, leaveYearOf(today)),
      ]);
      const options: LeaveTypeOption[] = types.map((type) => ({
        code: type.code,
        leaveName: type.name,
        paid: type.paid,
        halfDayAllowed: type.halfDayAllowed,
        documentAfterDays: type.documentAfterDays,
        balance: type.paid ? { text: `${type.name} Balance`, count: available.get(type.code) ?? 0 } : null,
      }));
      return ok(options);
    },
  );

  app.post<{ Body: LeaveApplyPayload }>(
    `${APPLY}/preview`,
    { config: { access: access.self }, schema: { tags, summary: 'Count the days of an application as the server will count them (writes nothing)', body: previewBody } },
    async (request) => {
      const auth = request.auth!;
      const prepared = await prepareLeave(db, auth, { ...request.body, reason: request.body.reason ?? '' }, true);
      const problem = await stateProblem(db, auth.organizationId, prepared);
      const preview: LeavePreview = {
        numOfDays: prepared.count.numOfDays,
        days: prepared.count.days,
        available: prepared.type.paid ? await availableDays(db, auth.organizationId, auth.employeeId, prepared.year, prepared.type.code) : null,
        problem: problem instanceof AppError ? problem.message : null,
        attachmentRequired: prepared.attachmentRequired,
      };
      return ok(preview);
    },
  );

  app.post<{ Body: LeaveApplyPayload }>(
    APPLY,
    { config: { access: access.self }, schema: { tags, summary: 'Apply for leave: the days are counted and checked, then stored pending approval', body: applyBody } },
    async (request, reply) => {
      const auth = request.auth!;
      const applied = await applyLeave(db, auth, request.body);
      const { prepared } = applied;
      await mailer.send({
        to: prepared.approver.email,
        event: 'Leave Applied',
        variables: {
          employeeName: prepared.employee.name,
          empId: auth.empId,
          leaveType: prepared.type.leaveName,
          leaveCode: applied.leaveCode,
          numOfDays: applied.numOfDays,
          fromDate: displayDate(request.body.fromDate),
          toDate: displayDate(request.body.toDate),
          reason: request.body.reason.trim(),
        },
        organizationId: auth.organizationId,
      });
      return reply.status(201).send(ok({ leaveCode: applied.leaveCode, numOfDays: applied.numOfDays }, LEAVE_MESSAGES.applied));
    },
  );

  app.get<{ Querystring: ListQuery }>(
    APPLY,
    { config: { access: access.self }, schema: { tags, summary: "The caller's applications: key Pending, or Approved for every completed one (decided, withdrawn, cancelled)", querystring: listQuery } },
    async (request) => ok(await listByKey(db, request.auth!.organizationId, { employeeId: request.auth!.employeeId }, request.query.key ?? 'Pending', request.query.page ?? 0)),
  );

  const ended = async (auth: AuthContext, leaveCode: string, how: 'withdraw' | 'cancel') => {
    const application = await endLeave(db, auth, leaveCode, how);
    await mailer.send({
      to: application.approver_email,
      event: how === 'withdraw' ? 'Leave Withdrawn' : 'Leave Cancelled',
      variables: { employeeName: application.employee_name, empId: application.emp_id, leaveCode, leaveType: application.leave_type },
      organizationId: auth.organizationId,
    });
  };

  app.delete<{ Params: { leaveCode: string } }>(
    `${APPLY}/:leaveCode`,
    { config: { access: access.self }, schema: { tags, summary: "Withdraw the caller's pending application", params: leaveCodeParams } },
    async (request) => {
      await ended(request.auth!, request.params.leaveCode, 'withdraw');
      return ok({ leaveCode: request.params.leaveCode }, LEAVE_MESSAGES.withdrawn);
    },
  );

  app.put<{ Params: { leaveCode: string } }>(
    `${APPLY}/:leaveCode/cancel`,
    { config: { access: access.self }, schema: { tags, summary: "Cancel the caller's approved leave that has not started: its days return to the balance", params: leaveCodeParams } },
    async (request) => {
      await ended(request.auth!, request.params.leaveCode, 'cancel');
      return ok({ leaveCode: request.params.leaveCode }, LEAVE_MESSAGES.cancelled);
    },
  );

  app.get<{ Params: { leaveCode: string } }>(
    `${APPLY}/:leaveCode/attachment`,
    { config: { access: access.self }, schema: { tags, summary: "An application's supporting document: for the applicant, the approver it was applied to, the month-end deciders and HR (Leave Report) of the organisation only", params: leaveCodeParams } },
    async (request, reply) => {
      const auth = request.auth!;
      const application = await loadApplication(db, auth.organizationId, request.params.leaveCode);
      // Deny by default: a medical certificate is the applicant's, shown to whoever must judge it — the
      // approver, whoever may decide it at month end, and HR.
      const reader =
        application.employee_id === auth.employeeId ||
        application.applied_to_id === auth.employeeId ||
        holdsInSession(auth, MONTH_END_RIGHT) ||
        holdsInSession(auth, LEAVE_DOCUMENT_READER);
      if (!reader) throw forbidden("Only the applicant, the approver and HR may read this application's document.");
      const file = application.attachment_file
        ? await db.selectFrom('stored_file').select('bytes').where('name', '=', application.attachment_file).where('organization_id', '=', auth.organizationId).executeTakeFirst()
        : undefined;
      if (!file) throw notFound('This application has no uploaded document');
      return sendUserFile(reply, { bytes: file.bytes, fileName: application.attachment ?? application.attachment_file!, cacheSeconds: 0 });
    },
  );

  app.get<{ Querystring: ListQuery }>(
    APPROVAL,
    { config: { access: access.self }, schema: { tags, summary: 'Applications applied to the caller, by key Pending or Approved (decided), with the count and the approver window', querystring: listQuery } },
    async (request) => {
      const auth = request.auth!;
      const [page, approverWindow] = await Promise.all([
        listByKey(db, auth.organizationId, { appliedToId: auth.employeeId }, request.query.key ?? 'Pending', request.query.page ?? 0),
        // The window the decision is held to, so the card can show a date that can only be rejected before the approver tries.
        loadApproverWindow(db, auth.organizationId),
      ]);
      return ok({ count: page.totalElements, ...page, approverWindow });
    },
  );

  app.put<{ Params: { leaveCode: string }; Body: LeaveDecision }>(
    `${APPROVAL}/:leaveCode`,
    { config: { access: access.self }, schema: { tags, summary: 'Approve or reject each date of a pending application (a rejection needs a remark)', params: leaveCodeParams, body: decisionBody } },
    async (request) => {
      const decided = await decideLeave(db, request.auth!, request.params.leaveCode, request.body);
      await mailLeaveDecision(decided, request.auth!.empId, request.auth!.organizationId);
      const message = decided.status === 'Approved' ? LEAVE_MESSAGES.approved : decided.status === 'Rejected' ? LEAVE_MESSAGES.rejected : LEAVE_MESSAGES.updated;
      return ok({ leaveCode: decided.leaveCode, status: decided.status }, message);
    },
  );

  const mailLeaveDecision = (decided: Awaited<ReturnType<typeof decideLeave>>, by: string, organizationId: number) => mailer.send(leaveDecisionMail(decided, by, organizationId));
}
