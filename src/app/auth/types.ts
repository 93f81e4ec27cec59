/** Shapes of the sign-in answers, as docs/api-contract.md defines them. */

export interface Access {
  view: boolean;
  add: boolean;
  edit: boolean;
  delete: boolean;
}

export interface SubmenuItem {
  text: string;
  path: string;
  access: Access;
}

export interface PermissionItem {
  text: string;
  path: string;
  icon: string;
  access: Access;
  submenu: SubmenuItem[];
}

export interface OrganizationAccess {
  organizationCode: string;
  organizationDetail: string;
}

export interface RoleDetail {
  roleType: string;
  roleSequence: number;
}

export interface ActiveOrganization {
  organizationCode: string;
  organizationDetail: string;
  shortName: string;
  logo: string | null;
  collaborationUrls: Record<string, string>;
  roleDetails: RoleDetail[];
}

export interface IdCard {
  fileName: string;
  folderName: string;
}

export interface UserDetails {
  empId: string;
  firstName: string;
  lastName: string;
  designation: string;
  department: string;
  officialEmail: string;
  onboradingStatus: string;
  idCard: IdCard;
  reportingManager: boolean;
  reviewer: boolean;
  /** Someone's requests are theirs to decide (reportees, reviewees, requests applied to them): the approval screens show. */
  approver: boolean;
  spocStatus: boolean;
  spocReportingManagerStatus: boolean;
  /** The active role. */
  roleType: string;
  /** Role types the user holds in the active organisation (Login As). */
  roles: string[];
  organizationAccess: OrganizationAccess[];
  permission: PermissionItem[];
  activeOrganization: ActiveOrganization;
  viaMicrosoft: boolean;
}

export interface LoginDetails {
  token: string;
  refreshToken: string;
  userDetails: UserDetails;
}

export interface PersonRef {
  empId: string;
  name: string;
}

export interface Profile {
  empId: string;
  firstName: string;
  lastName: string;
  designation: string;
  department: string;
  officialEmail: string;
  dateOfJoining: string | null;
  bloodGroup: string | null;
  contactNo: string | null;
  status: string;
  organization: OrganizationAccess;
  reportingManager: PersonRef | null;
  reviewer: PersonRef | null;
}
