/** Spec 002 §5 "Recognition" and §8: the messages the dialog and the API give alike. */
export const RECOGNITION_MESSAGES = {
  noEmployee: 'At least one employee must be selected',
  fromRequired: 'From Date is required',
  toRequired: 'To Date is required',
  toBeforeFrom: 'To Date must be after From Date',
  descriptionRequired: 'Description is required',
  submitted: 'Recognition submitted successfully!',
  updated: 'Recognition updated successfully!',
  deleted: 'Recognition deleted successfully!',
  deleteFailed: 'Failed to delete recognition.',
  saveFailed: 'Submission failed',
  deleteTitle: 'Delete Request',
  deleteText: 'Are you sure you want to delete this row?',
} as const;

export interface RecognitionDraft {
  empList: string[];
  /** YYYY-MM-DD. */
  from: string;
  to: string;
  description: string;
}

/** The first problem of each field (the description already reduced to its plain text), in the spec's words. */
export function recognitionProblems(draft: { empList?: readonly string[]; from?: string | null; to?: string | null }, descriptionText: string): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!draft.empList?.length) problems.push({ field: 'empList', message: RECOGNITION_MESSAGES.noEmployee });
  if (!draft.from) problems.push({ field: 'from', message: RECOGNITION_MESSAGES.fromRequired });
  if (!draft.to) problems.push({ field: 'to', message: RECOGNITION_MESSAGES.toRequired });
  else if (draft.from && draft.to < draft.from) problems.push({ field: 'to', message: RECOGNITION_MESSAGES.toBeforeFrom });
  if (!descriptionText.trim()) problems.push({ field: 'description', message: RECOGNITION_MESSAGES.descriptionRequired });
  return problems;
}
