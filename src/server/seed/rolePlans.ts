import { ALL_VERBS, NO_DELETE, type Grant } from './grantMenus.js';

/** The role types of spec 000 §1, in Login As order. */
export const ROLE_TYPES = ['Site Admin', 'HR Ops Admin', 'HRSS', 'Onboarder', 'IT Infra', 'Finance', 'Graphics Team', 'Employee'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

const SELF_SERVICE_MENUS = [
  'Dashboard',
  'Attendance',
  'Leave',
  'Holidays',
  'Help Desk',
  'Profile',
  'Events & Recognition',
  'Activity',
  'Payroll',
  'Travel',
  'Collaboration',
  'Meeting Calendar',
  // People: the directory, org chart and my team are every employee's (docs/people.md); its HR screens are not.
  'People',
];

/**
 * Administration screens inside the self-service menus, kept from plain employees. Onsite Approvals,
 * Employee Tracker and Reports are a reporting manager's, like Approvals: every employee has them and
 * one without reportees sees them empty (docs/attendance-reports.md).
 */
const ADMIN_ONLY = new Set([
  '/employee',
  '/employeeList',
  '/addemployee',
  '/graphics',
  '/attendance/adminAttendanceRegApproved',
  '/adminHolidays',
  '/adminHolidaysall',
  '/adminRestrictedHolidays',
  '/adminViewHolidays',
  '/helpDeskReport',
  '/helpDeskSpoc',
  '/adminEvents',
  '/travelDashboard',
  '/payrollSettings',
  '/esic',
  '/ptSlab',
  '/ctcBreakup',
  '/pflogic',
  '/LwfSlab',
  '/tdsslab',
  '/reimbursementmMaster',
  '/fbpMaster',
  '/itdmaster',
  '/monthlyimport',
  '/paysheet',
  '/exitpaysheet',
  '/arrears',
  '/vpf',
  '/loan',
  '/reimbursementapproval',
  '/itdeclaration',
  '/itdeclarationreport',
  '/taxsheet',
  '/fbpemp',
  '/fbprelease',
  '/fbpDetiails',
  '/fbpReport',
  '/payslipAdmin',
  '/poiReport',
  '/adminPOIReport',
  '/ytdreport',
  '/report',
]);

const employee: Grant = { menus: SELF_SERVICE_MENUS, except: ADMIN_ONLY, verbs: NO_DELETE };
const plus = (menus: string[], verbs = NO_DELETE): Grant => ({ menus, verbs });

/** Which menus each seeded role type gets. The spec leaves this open; administrators reshape it. */
export const ROLE_PLANS: Record<RoleType, Grant[]> = {
  'Site Admin': [{ menus: '*', verbs: ALL_VERBS }],
  'HR Ops Admin': [
    {
      menus: [
        ...SELF_SERVICE_MENUS,
        'People',
        'Movement',
        'Separation',
        'Probation',
        'Performance',
        'Projects',
        'Idea Programme',
        'Onboarding',
        'Attendance Admin',
        'Leave Admin',
        'Master Data',
        'Settings',
      ],
      verbs: ALL_VERBS,
    },
  ],
  // Swipe ingestion (device keys, batch swipes) is for the administrators who run the integration.
  HRSS: [employee, { ...plus(['People', 'Master Data', 'Settings', 'Attendance Admin', 'Leave Admin', 'Onboarding']), except: new Set(['/adminAttendance/swipeIngestion']) }],
  Onboarder: [employee, plus(['Onboarding', 'People'])],
  'IT Infra': [employee, plus(['Separation'])],
  Finance: [employee, plus(['Payroll'])],
  'Graphics Team': [employee, { menus: ['People'], verbs: { view: true, add: false, edit: false, delete: false } }],
  Employee: [employee],
};
