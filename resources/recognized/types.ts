import type { RecognitionDraft } from '../../src/shared/recognitionRules';

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

/** The Recognition screen's calls (recognitionApi), an interface so a test hands in a fake. */
export interface RecognitionApi {
  list(page: number): Promise<RecognitionPage>;
  /** Each write answers the server's message for the toast, and throws on a refusal. */
  create(draft: RecognitionDraft): Promise<string>;
  update(id: number, draft: RecognitionDraft): Promise<string>;
  remove(id: number): Promise<string>;
  notify(message: string, severity: 'success' | 'error'): void;
}
