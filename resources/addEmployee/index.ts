export { default } from './AddEmployeePage';
export { AddEmployeeScreen } from './AddEmployeeScreen';
