export { ApprovalsPage, default } from './ApprovalsPage';
export { ApprovalsScreen } from './ApprovalsScreen';
export { createApprovalsController } from './approvalsController';
