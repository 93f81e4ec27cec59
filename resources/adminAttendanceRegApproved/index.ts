export { AdminApprovalsPage, default } from './AdminApprovalsPage';
