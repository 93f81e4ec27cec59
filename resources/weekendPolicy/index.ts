export { WeekendPolicyPage, default } from './WeekendPolicyPage';
