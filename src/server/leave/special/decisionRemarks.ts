import { badRequest } from '../../http/AppError.js';
import { rejectReasonProblem } from '../../../shared/regularizationRules.js';
import type { Decision } from './specialSchemas.js';

/** The remark a decision stores: a rejection needs one (the regularization rule: at least 5 characters); an approval's is optional. */
export function decisionRemarks(decision: Decision): string | null {
  const remarks = decision.remarks?.trim() || null;
  if (decision.decision === 'Rejected') {
    const problem = rejectReasonProblem(remarks);
    if (problem) throw badRequest(problem, [{ field: 'remarks', message: problem }]);
  }
  return remarks;
}
