import { useCallback, useEffect, useState } from 'react';
import { showToast } from '../../src/app/toast/toastStore';
import { RECOGNITION_MESSAGES, recognitionProblems, type RecognitionDraft } from '../../src/shared/recognitionRules';
import { recognitionApi } from './recognitionApi';
import { choiceOf } from '../../widgets/people/employeeOptionsPage';
import type { Recognition, RecognitionPage } from './types';

const EMPTY: RecognitionDraft = { empList: [], from: '', to: '', description: '' };
/** Whether rich text has any words: '<p></p>' has none. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
/** The server's own message of a refused save (spec 002 §8: else 'Submission failed'). */
const messageOf = (error: unknown) => (error as { body?: { message?: string } } | null)?.body?.message ?? (error as { message?: string } | null)?.message;

/**
 * The Recognition screen: the organisation's notes a page at a time, the add/edit dialog with its
 * draft and the spec's messages, and the delete waiting for its confirmation.
 */
export function useRecognition() {
  const [page, setPage] = useState(0);
  const [data, setData] = useState<RecognitionPage>({ content: [], totalElements: 0, totalPages: 0 });
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<Recognition | 'new' | null>(null);
  const [draft, setDraft] = useState<RecognitionDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof RecognitionDraft, string>>>({});
  const [deleting, setDeleting] = useState<Recognition | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async (at: number) => {
    setLoading(true);
    try {
      setData(await recognitionApi.list(at));
    } catch {
      // Toasted.
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void reload(page), [reload, page]);

  const open = (note: Recognition | 'new') => {
    setEditing(note);
    setErrors({});
    setDraft(note === 'new' ? EMPTY : { empList: note.empList, from: note.from, to: note.to, description: note.description });
  };
  const change = (patch: Partial<RecognitionDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      // A from-date moved past the to-date clears it: the picker would not offer it any more.
      if (patch.from && next.to && next.to < patch.from) next.to = '';
      return next;
    });
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };

  const submit = async () => {
    const problems = recognitionProblems(draft, textOf(draft.description));
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
      return;
    }
    setBusy(true);
    try {
      const message = editing === 'new' || editing === null ? await recognitionApi.create(draft) : await recognitionApi.update(editing.id, draft);
      showToast(message || (editing === 'new' ? RECOGNITION_MESSAGES.submitted : RECOGNITION_MESSAGES.updated), 'success');
      setEditing(null);
      await reload(page);
    } catch (error) {
      showToast(messageOf(error) || RECOGNITION_MESSAGES.saveFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      showToast((await recognitionApi.remove(deleting.id)) || RECOGNITION_MESSAGES.deleted, 'success');
      setDeleting(null);
      await reload(page);
    } catch {
      showToast(RECOGNITION_MESSAGES.deleteFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  return { page, setPage, data, loading, known: editing && editing !== 'new' ? editing.employees.map(choiceOf) : [], editing, open, close: () => setEditing(null), draft, change, errors, submit, deleting, askDelete: setDeleting, confirmDelete, busy };
}
