export { LeaveSchemePage, default } from './LeaveSchemePage';
