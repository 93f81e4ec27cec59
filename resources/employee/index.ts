export { EmployeePage as default } from './EmployeePage';
