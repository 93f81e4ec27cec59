import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import type { LeavePreview, LeaveTypeOption } from '../../src/shared/leave/leaveApplicationRecord';
import type { LeaveSession } from '../../src/shared/leaveRecords';
import type { AppliedToData, LeaveApi, LeaveApplyBody } from './leaveApi';
import { approverOptions } from '../../src/shared/appliedTo';
import type { LeaveDocument } from './leaveDocument';

export interface LeaveApplyForm {
  leaveType: string;
  fromDate: string;
  /** The sessions taken on the first day (the only choice of a one-day leave); never empty. */
  fromSessions: LeaveSession[];
  toDate: string;
  /** The sessions taken on the last day, when it is not the first; never empty. */
  toSessions: LeaveSession[];
  reason: string;
  appliedTo: string;
  /** The supporting document, when the type needs one for this many days. */
  attachment: LeaveDocument | null;
}

export interface LeaveApplyState {
  types: LeaveTypeOption[];
  appliedTo: AppliedToData | null;
  form: LeaveApplyForm;
  /** The days as the server counts them, for the form as it stands. */
  preview: LeavePreview | null;
  /** Why the server would not count the form (a bad span, a type not allowed …). */
  previewError: string | null;
  submitting: boolean;
  /** The last application made from this page. */
  appliedCode: string | null;
}

const emptyForm = (): LeaveApplyForm => ({ leaveType: '', fromDate: '', fromSessions: [1, 2], toDate: '', toSessions: [1, 2], reason: '', appliedTo: '', attachment: null });

/** A one-day leave has one choice of sessions (the first day's). */
export const oneDay = (form: LeaveApplyForm) => Boolean(form.fromDate) && form.fromDate === form.toDate;

/** The day-choice with `session` ticked or unticked; null when that would leave no session (at least one stays ticked). */
export function toggledSessions(sessions: readonly LeaveSession[], session: LeaveSession): LeaveSession[] | null {
  const next = ([1, 2] as const).filter((s) => (s === session ? !sessions.includes(s) : sessions.includes(s)));
  return next.length ? next : null;
}

/** The upload is offered when the server says the type needs a document for this many days (documentAfterDays). */
export const attachmentNeeded = (preview: LeavePreview | null): boolean => Boolean(preview?.attachmentRequired);

/** A form complete enough to count. */
export const countable = (form: LeaveApplyForm) => Boolean(form.leaveType && form.fromDate && form.toDate);

/** The body the preview counts: everything but the document (the preview says whether one is needed). */
export function bodyOf(form: LeaveApplyForm): LeaveApplyBody {
  return {
    leaveType: form.leaveType,
    fromDate: form.fromDate,
    fromSessions: form.fromSessions,
    toDate: form.toDate,
    // A one-day leave leaves the last day's choice out: the server takes the first day's.
    ...(oneDay(form) ? {} : { toSessions: form.toSessions }),
    reason: form.reason,
    ...(form.appliedTo ? { appliedTo: form.appliedTo } : {}),
  };
}

export interface LeaveApplyActions {
  load(): Promise<void>;
  set(patch: Partial<LeaveApplyForm>): Promise<void>;
  /** Ticks or unticks a session of the first or the last day; unticking the only one is ignored. */
  toggleSession(day: 'from' | 'to', session: LeaveSession): Promise<void>;
  submit(): Promise<boolean>;
}

export type LeaveApplyController = PageStore<LeaveApplyState, LeaveApplyActions>;

/**
 * The apply screen without React (docs/leave-applications.md): the types the caller may take
 * (limited to `only` on the paternity and maternity pages), the approver, and the server's count
 * of the days after every change of type, dates or sessions.
 */
export function createLeaveApplyController(api: LeaveApi, only?: readonly string[]): LeaveApplyController {
  const initial: LeaveApplyState = { types: [], appliedTo: null, form: emptyForm(), preview: null, previewError: null, submitting: false, appliedCode: null };
  return createPageStore(initial, (update, get) => {
    let asked = 0;

    async function recount() {
      const form = get().form;
      if (!countable(form)) return update({ preview: null, previewError: null });
      const ask = ++asked;
      try {
        const preview = await api.preview({ ...bodyOf(form), reason: form.reason });
        if (ask === asked) update({ preview, previewError: null });
      } catch (error) {
        if (ask === asked) update({ preview: null, previewError: (error as Error).message });
      }
    }

    async function set(patch: Partial<LeaveApplyForm>) {
      const form = { ...get().form, ...patch };
      // A single day ends where it starts unless the user picks otherwise; each day keeps its choice of sessions.
      if (patch.fromDate && (!form.toDate || form.toDate < patch.fromDate)) form.toDate = patch.fromDate;
      update({ form, appliedCode: null });
      if (!('reason' in patch) && !('attachment' in patch) && !('appliedTo' in patch)) await recount();
    }

    return {
      async load() {
        const [types, appliedTo] = await Promise.all([api.types().catch(() => []), api.appliedTo().catch(() => null)]);
        const offered = only ? types.filter((type) => only.includes(type.code)) : types;
        update({
          types: offered,
          appliedTo,
          form: { ...get().form, leaveType: offered.length === 1 ? offered[0].code : get().form.leaveType, appliedTo: approverOptions(appliedTo)[0]?.value ?? '' },
        });
      },
      set,
      async toggleSession(day, session) {
        const key = day === 'from' ? 'fromSessions' : 'toSessions';
        const next = toggledSessions(get().form[key], session);
        if (next) await set({ [key]: next });
      },
      async submit() {
        if (!countable(get().form)) {
          api.notify('Select the leave type and the dates', 'error');
          return false;
        }
        if (!get().form.reason.trim()) {
          api.notify('Reason is required', 'error');
          return false;
        }
        if (attachmentNeeded(get().preview) && !get().form.attachment) {
          api.notify('Attach the supporting document (PDF, PNG or JPEG, at most 2 MB)', 'error');
          return false;
        }
        update({ submitting: true });
        try {
          const { attachment } = get().form;
          // A document the count does not need (the dates changed after choosing it) is not sent.
          const applied = await api.apply({ ...bodyOf(get().form), ...(attachment && attachmentNeeded(get().preview) ? { attachment: attachment.dataUrl } : {}) });
          api.notify('Leave applied successfully!', 'success');
          update({ appliedCode: applied.leaveCode, form: { ...emptyForm(), appliedTo: get().form.appliedTo, leaveType: only?.length === 1 ? get().form.leaveType : '' }, preview: null });
          update({ types: await api.types().then((types) => (only ? types.filter((type) => only.includes(type.code)) : types)).catch(() => get().types) });
          return true;
        } catch {
          // httpClient showed the server's message.
          return false;
        } finally {
          update({ submitting: false });
        }
      },
    };
  });
}
