import { ApprovalsScreen } from '../approvals/ApprovalsScreen';
import { organizationApprovalsApi } from '../approvals/useApprovals';

/**
 * attendance/adminAttendanceRegApproved: every request of the organisation, for the roles granted
 * the admin approval screen, with the same decisions as Approvals (docs/regularization.md).
 */
export function AdminApprovalsPage() {
  return <ApprovalsScreen title="Regularization Approvals (Admin)" api={organizationApprovalsApi} />;
}

export default AdminApprovalsPage;
