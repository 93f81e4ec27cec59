export { EmployeeListPage as default } from './EmployeeListPage';
