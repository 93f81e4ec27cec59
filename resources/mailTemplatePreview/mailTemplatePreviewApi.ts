import { apiRequest, httpClient } from '../../src/app/http/httpClient';
import type { MailTemplate, Option, PreviewProblem, PreviewResult } from './types';

/** The calls the Mail Template screen's live preview makes (docs/mail-templates.md). */
export const mailTemplatePreviewApi = {
  /** The master's own list (ra-data-simple-rest: a bare array), the organisation's templates by name. */
  templates: async () => {
    const { json } = await httpClient(`/api/mailTemplate?${new URLSearchParams({ range: '[0,199]', sort: '["name","ASC"]' })}`);
    return Array.isArray(json) ? (json as MailTemplate[]) : [];
  },
  employees: async () => ((await apiRequest<Option[] | null>('/employee/getActiveEmployees')) ?? []).map(({ value, label }) => ({ value, label })),
  applications: (empId: string) => apiRequest<{ leave: Option[]; regularization: Option[] }>('/mail-templates/applications', { query: { empId } }),
  /** Never throws for a template problem: the page shows it at its place. */
  preview: async (payload: { subject: string; body: string; empId: string; applicationCode?: string }): Promise<PreviewResult> => {
    try {
      return { ok: true, mail: await apiRequest('/mail-templates/preview', { method: 'POST', body: payload, silent: true }) };
    } catch (error) {
      const body = (error as { body?: { problem?: PreviewProblem } } | null)?.body;
      return { ok: false, problem: body?.problem ?? null };
    }
  },
  /** The master's own update: the whole record with its version (a stale one is a 409, toasted). */
  save: async (template: MailTemplate) => (await httpClient(`/api/mailTemplate/${template.id}`, { method: 'PUT', body: JSON.stringify(template) })).json as MailTemplate,
};
