import { apiRequest } from '../../src/app/http/httpClient';

/** An employee as a picker offers them (docs/people.md, "Look-ups"): value is the Emp ID, label 'EMP001 - Priya Farouk'. */
export interface EmployeeChoice {
  value: string;
  label: string;
}

/** One cursor page of choices; nextCursor is null on the last. */
export interface EmployeeChoicePage {
  content: EmployeeChoice[];
  nextCursor: string | null;
}

export type LoadEmployeeChoices = (query: { q?: string; cursor?: string }) => Promise<EmployeeChoicePage>;

/** Spec 002 §7 GET /employee/options: the organisation's current employees, ten a page, after `cursor`, matching `q`. */
export const employeeOptionsPage: LoadEmployeeChoices = async ({ q, cursor }) => {
  const page = await apiRequest<EmployeeChoicePage>('/employee/options', { query: { q, cursor, size: 10 }, silent: true });
  return { content: page.content.map(({ value, label }) => ({ value, label })), nextCursor: page.nextCursor };
};

/** A person a record names ({ empId, name }) as the look-up labels them, so an edit shows names before any page is read. */
export const choiceOf = (person: { empId: string; name: string }): EmployeeChoice => ({ value: person.empId, label: `${person.empId} - ${person.name}` });
