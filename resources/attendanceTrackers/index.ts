export { EmployeeTrackerPage } from './EmployeeTrackerPage';
export { AdminTrackerPage } from './AdminTrackerPage';
export { createEmployeeTrackerStore } from './employeeTrackerStore';
export { createAdminTrackerStore } from './adminTrackerStore';
