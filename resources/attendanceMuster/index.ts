export { default } from './AttendanceMusterPage';
export { default as TeamMusterPage } from './TeamMusterPage';
