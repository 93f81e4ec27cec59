export { AuditTrailPage, default } from './AuditTrailPage';
export { useAuditTrail } from './useAuditTrail';
