export { OnsiteApprovalsPage, default } from './OnsiteApprovalsPage';
export { createOnsiteApprovalsStore } from './onsiteApprovalsStore';
