/** The people area's answers, as the server sends them and the pages read them (docs/people.md). */

/** One row of the list: HR's view of an employee (the list is HR's screen: /employeeList). */
export interface EmployeeListRow {
  empId: string;
  firstName: string;
  lastName: string;
  officialEmail: string;
  department: string;
  designation: string;
  contactNo: string | null;
  dateOfJoining: string | null;
  status: string;
  lastWorkingDay: string | null;
  managerEmpId: string | null;
  managerName: string | null;
  reviewerEmpId: string | null;
  reviewerName: string | null;
}

/** One person of the directory (/people): what a colleague may know, no HR-only field. */
export interface DirectoryRow {
  empId: string;
  firstName: string;
  lastName: string;
  designation: string;
  department: string;
  officialEmail: string;
  managerEmpId: string | null;
  managerName: string | null;
}

/** One person of the chart with how many people report to them (docs/people.md, "Org chart"). */
export interface ChartNode {
  empId: string;
  firstName: string;
  lastName: string;
  designation: string;
  department: string;
  childCount: number;
  /** Their profile photo's file name in the `profileImage` folder (users/docs), null without one: the chart asks only for photos that exist. */
  photo: string | null;
}

/** The users/docs folder of profile photos and banners (docs/profiles.md). */
export const PROFILE_IMAGE_FOLDER = 'profileImage';
