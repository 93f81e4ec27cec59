import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../src/app/toast/toastStore';
import { mailTemplatePreviewApi } from './mailTemplatePreviewApi';
import type { MailTemplate, Option, PreviewResult } from './types';

/** How long typing pauses before the preview is asked again (ms). */
const PREVIEW_DELAY = 400;

/** The names a template lists as its variables ("firstName, leaveCode"). */
export const variablesOf = (template: Pick<MailTemplate, 'variables'> | null) =>
  (template?.variables ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** The text with `{{ name }}` put in place of the selection [start, end): the palette's insertion. */
export function insertVariable(text: string, name: string, start: number, end: number): { text: string; caret: number } {
  const token = `{{ ${name} }}`;
  return { text: `${text.slice(0, start)}${token}${text.slice(end)}`, caret: start + token.length };
}

/**
 * The place of a template problem the engine reports at line and column (1-based) in the text, as a
 * selection: the name found there (an unknown variable or filter), else the rest of that line (a
 * broken tag). Clamped to the text, which may have changed since the preview was asked.
 */
export function problemRange(text: string, line: number, col: number): { start: number; end: number } {
  let start = 0;
  for (let at = 1; at < line; at += 1) {
    const next = text.indexOf('\n', start);
    if (next < 0) break;
    start = next + 1;
  }
  const lineEnd = text.indexOf('\n', start) < 0 ? text.length : text.indexOf('\n', start);
  start = Math.min(start + Math.max(col - 1, 0), lineEnd);
  const name = /^[A-Za-z_][\w.]*/.exec(text.slice(start, lineEnd));
  return { start, end: name ? start + name[0].length : lineEnd };
}

/**
 * State of the Mail Template screen's live preview: the template being edited (subject and body), the
 * employee and application it is previewed against, and the last preview (or its problem).
 */
export function useMailTemplatePreview() {
  const [templates, setTemplates] = useState<MailTemplate[]>([]);
  const [employees, setEmployees] = useState<Option[]>([]);
  const [template, setTemplate] = useState<MailTemplate | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [empId, setEmpId] = useState<string | null>(null);
  const [applications, setApplications] = useState<Option[]>([]);
  const [applicationCode, setApplicationCode] = useState<string | null>(null);
  const [result, setResult] = useState<PreviewResult | null>(null);
  const [saving, setSaving] = useState(false);
  const asked = useRef(0);

  const reload = useCallback(async () => {
    try {
      const [nextTemplates, nextEmployees] = await Promise.all([mailTemplatePreviewApi.templates(), mailTemplatePreviewApi.employees()]);
      setTemplates(nextTemplates);
      setEmployees(nextEmployees);
    } catch {
      // Toasted by httpClient.
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  const chooseTemplate = (next: MailTemplate | null) => {
    setTemplate(next);
    setSubject(next?.subject ?? '');
    setBody(next?.body ?? '');
  };

  const chooseEmployee = async (next: string | null) => {
    setEmpId(next);
    setApplicationCode(null);
    setApplications([]);
    if (!next) return;
    try {
      const found = await mailTemplatePreviewApi.applications(next);
      setApplications(template?.category === 'Attendance' ? found.regularization : template?.category === 'Leave' ? found.leave : [...found.leave, ...found.regularization]);
    } catch {
      // Toasted.
    }
  };

  // The preview follows every edit, a moment after typing stops; an older answer never replaces a newer one.
  useEffect(() => {
    if (!template || !empId) {
      setResult(null);
      return;
    }
    const call = ++asked.current;
    const timer = setTimeout(() => {
      void mailTemplatePreviewApi.preview({ subject, body, empId, ...(applicationCode ? { applicationCode } : {}) }).then((answer) => {
        if (call === asked.current) setResult(answer);
      });
    }, PREVIEW_DELAY);
    return () => clearTimeout(timer);
  }, [template, subject, body, empId, applicationCode]);

  const save = async () => {
    if (!template) return;
    setSaving(true);
    try {
      const saved = await mailTemplatePreviewApi.save({ ...template, subject, body });
      setTemplate(saved);
      setTemplates((all) => all.map((row) => (row.id === saved.id ? saved : row)));
      showToast('Template saved', 'success');
    } catch {
      // Toasted (a stale version answers 409 with its message).
    } finally {
      setSaving(false);
    }
  };

  return {
    templates,
    employees,
    template,
    chooseTemplate,
    subject,
    setSubject,
    body,
    setBody,
    empId,
    chooseEmployee,
    applications,
    applicationCode,
    setApplicationCode,
    result,
    variables: variablesOf(template),
    dirty: template !== null && (subject !== template.subject || body !== template.body),
    saving,
    save,
    reload,
  };
}
