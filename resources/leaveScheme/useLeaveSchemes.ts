import { useCallback, useEffect, useState } from 'react';
import { accessForPath } from '../../src/app/auth/accessForPath';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { showToast } from '../../src/app/toast/toastStore';
import type { LeaveSchemeRecord } from '../../src/shared/leaveScheme';
import { LEAVE_SCHEME_PATH, leaveSchemeApi, type SchemeChoices } from './leaveSchemeApi';
import { draftOf, draftProblem, emptyDraft, type SchemeDraft } from './schemeDraft';

const NO_CHOICES: SchemeChoices = { types: [], grades: [], rolesOfIntake: [], employees: [] };

/**
 * The Leave Scheme screen (docs/leave-types-and-schemes.md): the organisation's schemes, a dialog
 * that adds or edits one (name, default, entitlements, assignments) and the delete confirmation.
 * A refusal's message is toasted by the http client; the dialog stays open for another try.
 */
export function useLeaveSchemes(api = leaveSchemeApi) {
  const permission = useLoginDetails()?.userDetails.permission;
  const access = (permission && accessForPath(permission, LEAVE_SCHEME_PATH)) || { view: false, add: false, edit: false, delete: false };
  const [schemes, setSchemes] = useState<LeaveSchemeRecord[] | null>(null);
  const [choices, setChoices] = useState<SchemeChoices>(NO_CHOICES);
  const [draft, setDraft] = useState<SchemeDraft | null>(null);
  const [deleting, setDeleting] = useState<LeaveSchemeRecord | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      setSchemes(await api.list());
    } catch {
      setSchemes([]);
    }
  }, [api]);
  useEffect(() => {
    void reload();
    api.choices().then(setChoices, () => setChoices(NO_CHOICES));
  }, [api, reload]);

  const openAdd = useCallback(() => setDraft(emptyDraft()), []);
  const openEdit = useCallback((scheme: LeaveSchemeRecord) => setDraft(draftOf(scheme)), []);
  const close = useCallback(() => setDraft(null), []);
  const change = useCallback((fields: Partial<SchemeDraft>) => setDraft((open) => open && { ...open, ...fields }), []);

  const save = useCallback(async () => {
    if (!draft) return;
    const problem = draftProblem(draft);
    if (problem) return void showToast(problem, 'error');
    setBusy(true);
    try {
      const { id, version, ...fields } = draft;
      if (id === undefined) await api.add(fields);
      else await api.update(id, { ...fields, version: version! });
      showToast(id === undefined ? 'Leave Scheme added successfully' : 'Leave Scheme updated successfully', 'success');
      setDraft(null);
      await reload();
    } catch {
      // The server's message is toasted; the dialog keeps what was typed.
    } finally {
      setBusy(false);
    }
  }, [api, draft, reload]);

  const confirmDelete = useCallback(async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await api.remove(deleting.id);
      showToast('Leave Scheme deleted successfully', 'success');
      await reload();
    } catch {
      // 409 (the default, or a scheme still assigned): the message says what to do.
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }, [api, deleting, reload]);

  return { access, schemes, choices, draft, deleting, busy, openAdd, openEdit, close, change, save, askDelete: setDeleting, confirmDelete };
}

export type LeaveSchemesState = ReturnType<typeof useLeaveSchemes>;
