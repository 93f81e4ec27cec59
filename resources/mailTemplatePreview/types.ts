/** A mail template as the Mail Template master answers it (schemas/masters/mailTemplate.schema.json). */
export interface MailTemplate {
  id: number;
  name: string;
  category: 'General' | 'Onboarding' | 'Leave' | 'Attendance' | 'Payroll';
  productEvent?: string;
  audience?: string;
  subject: string;
  body: string;
  variables?: string;
  version: number;
  [field: string]: unknown;
}

export interface Option {
  value: string;
  label: string;
}

export interface RenderedMail {
  subject: string;
  body: string;
}

/** Why a preview failed: the field, the engine's message and its place (line and column, 1-based). */
export interface PreviewProblem {
  field: 'subject' | 'body';
  message: string;
  line: number | null;
  col: number | null;
}

export type PreviewResult = { ok: true; mail: RenderedMail } | { ok: false; problem: PreviewProblem | null };
