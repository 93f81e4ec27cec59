import { createPageStore } from '../../src/app/pageStore/createPageStore';
import { RECOGNITION_MESSAGES, recognitionProblems, type RecognitionDraft } from '../../src/shared/recognitionRules';
import type { Recognition, RecognitionApi, RecognitionPage } from './types';

const EMPTY: RecognitionDraft = { empList: [], from: '', to: '', description: '' };
/** Whether rich text has any words: '<p></p>' has none. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
/** The server's own message of a refused save (spec 002 §8: else 'Submission failed'). */
const messageOf = (error: unknown) => (error as { body?: { message?: string } } | null)?.body?.message ?? (error as { message?: string } | null)?.message;

export interface RecognitionState {
  /** From 0, as the server's pages. */
  page: number;
  data: RecognitionPage;
  loading: boolean;
  /** The note in the dialog, 'new' for an add, null when it is closed. */
  editing: Recognition | 'new' | null;
  draft: RecognitionDraft;
  errors: Partial<Record<keyof RecognitionDraft, string>>;
  /** The note waiting for 'Delete Request' to be confirmed. */
  deleting: Recognition | null;
  busy: boolean;
}

/**
 * The Recognition screen (spec 002 §2, §5, §8): the organisation's notes a page at a time, the
 * add/edit dialog with its draft and the spec's messages, and the delete waiting for its
 * confirmation.
 */
export function createRecognitionStore(api: RecognitionApi) {
  return createPageStore<RecognitionState, ReturnType<typeof actions>>(
    { page: 0, data: { content: [], totalElements: 0, totalPages: 0 }, loading: true, editing: null, draft: EMPTY, errors: {}, deleting: null, busy: false },
    (set, get) => actions(api, set, get),
  );
}

function actions(api: RecognitionApi, set: (patch: Partial<RecognitionState>) => void, get: () => RecognitionState) {
  const load = async () => {
    set({ loading: true });
    try {
      set({ data: await api.list(get().page) });
    } catch {
      // Toasted by the HTTP client.
    } finally {
      set({ loading: false });
    }
  };
  return {
    load,
    setPage: (page: number) => {
      set({ page });
      return load();
    },
    open: (note: Recognition | 'new') => set({ editing: note, errors: {}, draft: note === 'new' ? EMPTY : { empList: note.empList, from: note.from, to: note.to, description: note.description } }),
    close: () => set({ editing: null }),
    change: (patch: Partial<RecognitionDraft>) => {
      const next = { ...get().draft, ...patch };
      // A from-date moved past the to-date clears it: the picker would not offer it any more.
      if (patch.from && next.to && next.to < patch.from) next.to = '';
      set({ draft: next, errors: Object.fromEntries(Object.entries(get().errors).filter(([field]) => !(field in patch))) });
    },
    submit: async () => {
      const { draft, editing } = get();
      const problems = recognitionProblems(draft, textOf(draft.description));
      if (problems.length) {
        set({ errors: Object.fromEntries(problems.map((problem) => [problem.field, problem.message])) });
        return;
      }
      set({ busy: true });
      try {
        const isNew = editing === 'new' || editing === null;
        const message = isNew ? await api.create(draft) : await api.update(editing.id, draft);
        api.notify(message || (isNew ? RECOGNITION_MESSAGES.submitted : RECOGNITION_MESSAGES.updated), 'success');
        set({ editing: null });
        await load();
      } catch (error) {
        api.notify(messageOf(error) || RECOGNITION_MESSAGES.saveFailed, 'error');
      } finally {
        set({ busy: false });
      }
    },
    askDelete: (note: Recognition | null) => set({ deleting: note }),
    confirmDelete: async () => {
      const { deleting } = get();
      if (!deleting) return;
      set({ busy: true });
      try {
        api.notify((await api.remove(deleting.id)) || RECOGNITION_MESSAGES.deleted, 'success');
        set({ deleting: null });
        await load();
      } catch {
        api.notify(RECOGNITION_MESSAGES.deleteFailed, 'error');
      } finally {
        set({ busy: false });
      }
    },
  };
}
