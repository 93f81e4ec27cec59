export { default } from './AttendanceMusterPage';
