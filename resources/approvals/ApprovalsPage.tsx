import { ApprovalsScreen } from './ApprovalsScreen';
import { myApprovalsApi } from './useApprovals';

/** attendance/approvals: the requests applied to the signed-in approver. */
export function ApprovalsPage() {
  return <ApprovalsScreen title="Approvals" api={myApprovalsApi} />;
}

export default ApprovalsPage;
