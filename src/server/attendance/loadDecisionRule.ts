import type { Db } from '../db/database.js';
import { attendanceWindows } from '../../shared/attendanceWindows.js';
import type { DecisionPath, DecisionRule } from '../../shared/decisionRule.js';
import { attendanceToday } from './attendanceClock.js';
import { loadLockSetting } from './loadLockSetting.js';
import { closedPayrollMonths } from './monthClose/closedPayrollMonths.js';
import { lockPayrollMonths } from './monthClose/lockPayrollMonths.js';

/**
 * What a decision by `path` is held to (checkDecision, src/shared/decisionRule.ts), read in the
 * decision's writing transaction: the approver window always (the month end's trail names the lock
 * date it passed), and on the month-end path the closed payroll months — with the close lock taken
 * shared, as assertPayrollDaysOpen does, so a close waits for the decision and then finds its marks.
 */
export async function loadDecisionRule(trx: Db, organizationId: number, path: DecisionPath): Promise<DecisionRule> {
  const approverWindow = attendanceWindows(attendanceToday(), await loadLockSetting(trx, organizationId)).approver;
  if (path === 'approver') return { path, approverWindow, closedMonths: [] };
  await lockPayrollMonths(trx, organizationId, 'shared');
  return { path, approverWindow, closedMonths: await closedPayrollMonths(trx, organizationId) };
}
