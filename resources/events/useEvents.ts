import { useCallback, useEffect, useState } from 'react';
import { format } from 'date-fns';
import { accessForPath } from '../../src/app/auth/accessForPath';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { showToast } from '../../src/app/toast/toastStore';
import { eventProblems, type EventDraft } from '../../src/shared/eventRules';
import { eventsApi } from './eventsApi';
import { choiceOf } from '../../widgets/people/employeeOptionsPage';
import type { OrgEventRecord } from './types';

export const EVENTS_ADMIN_PATH = '/adminEvents';
const emptyDraft = (day: string): EventDraft => ({ title: '', category: 'Celebration', eventType: 'All Employees', departments: [], description: '', location: '', startDate: day, endDate: day, startTime: '', endTime: '', attendees: [] });
const draftOf = (event: OrgEventRecord): EventDraft => ({ ...event, attendees: event.attendees.map((attendee) => attendee.empId) });

/**
 * The events calendar (/events) and Manage Events (/adminEvents): the month shown, its events, the
 * event opened, and for Manage Events the add/edit dialog's draft and the delete.
 */
export function useEvents(manage: boolean) {
  const permission = useLoginDetails()?.userDetails.permission;
  const access = (permission && accessForPath(permission, EVENTS_ADMIN_PATH)) || { view: false, add: false, edit: false, delete: false };
  const [date, setDate] = useState(() => new Date());
  const [events, setEvents] = useState<OrgEventRecord[]>([]);
  const [loading, setLoading] = useState(true);
  const [opened, setOpened] = useState<OrgEventRecord | null>(null);
  const [editing, setEditing] = useState<OrgEventRecord | 'new' | null>(null);
  const [draft, setDraft] = useState<EventDraft>(emptyDraft(format(new Date(), 'yyyy-MM-dd')));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<OrgEventRecord | null>(null);
  const [departments, setDepartments] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const month = format(date, 'yyyy-MM');

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setEvents(manage ? await eventsApi.all(month) : await eventsApi.month(month));
    } catch {
      // Toasted.
    } finally {
      setLoading(false);
    }
  }, [manage, month]);
  useEffect(() => void reload(), [reload]);
  useEffect(() => {
    if (!manage) return;
    eventsApi.departments().then(setDepartments, () => undefined);
  }, [manage]);

  const edit = (event: OrgEventRecord | 'new') => {
    setEditing(event);
    setErrors({});
    setDraft(event === 'new' ? emptyDraft(`${month}-01`) : draftOf(event));
  };
  const change = (patch: Partial<EventDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const save = async () => {
    const problems = eventProblems(draft);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
      return;
    }
    setBusy(true);
    try {
      showToast(editing === 'new' || editing === null ? await eventsApi.create(draft) : await eventsApi.update(editing.id, draft), 'success');
      setEditing(null);
      await reload();
    } catch {
      // Toasted with the server's message.
    } finally {
      setBusy(false);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      showToast(await eventsApi.remove(deleting.id), 'success');
      setDeleting(null);
      await reload();
    } catch {
      // Toasted.
    } finally {
      setBusy(false);
    }
  };

  return { access, date, setDate, month, events, loading, opened, open: setOpened, editing, edit, close: () => setEditing(null), draft, change, errors, save, deleting, askDelete: setDeleting, confirmDelete, known: editing && editing !== 'new' ? editing.attendees.map(choiceOf) : [], departments, busy };
}
