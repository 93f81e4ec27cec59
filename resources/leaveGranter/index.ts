export { default } from './LeaveGranterPage';
