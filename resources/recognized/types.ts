export interface Recognition {
  id: number;
  empList: string[];
  employees: { empId: string; name: string }[];
  /** yyyy-MM-dd. */
  from: string;
  to: string;
  /** Allow-listed HTML. */
  description: string;
  author: { empId: string; name: string };
  createdAt: string;
  version: number;
  canEdit: boolean;
  canDelete: boolean;
}

export interface RecognitionPage {
  content: Recognition[];
  totalElements: number;
  totalPages: number;
}

export interface EmployeeOption {
  value: string;
  label: string;
}
