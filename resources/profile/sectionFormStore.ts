import { HttpError } from 'react-admin';
import { createPageStore } from '../../src/app/pageStore/createPageStore';
import type { FieldError } from '../../src/shared/validationMessages';
import { changedFields } from './profileForm';

/** What a schema section answers: its values, the fields the caller may change, and their choices (x-source). */
export interface SectionFormAnswer {
  values: Record<string, unknown>;
  editable: string[];
  options?: Record<string, { value: string; label: string }[]>;
}

/** One section's calls; `save` answers the saved values (and, where the call says so, what is editable) with the toast's text. */
export interface SectionFormApi {
  read(): Promise<SectionFormAnswer>;
  save(changes: Record<string, unknown>): Promise<{ answer: Partial<SectionFormAnswer> & Pick<SectionFormAnswer, 'values'>; message: string }>;
  notify(message: string, kind: 'success' | 'info'): void;
}

export interface SectionFormState {
  answer: SectionFormAnswer | null;
  /** The form as edited, not yet saved. */
  data: Record<string, unknown>;
  failed: string | null;
  saving: boolean;
  fieldErrors: FieldError[];
}

/**
 * A profile section's form (a profile tab, the ID card details): read, edit, and save only the
 * fields changed that the caller may change; the server's field errors shown at their fields.
 */
export function createSectionFormStore(api: SectionFormApi) {
  return createPageStore<SectionFormState, { load(): Promise<void>; change(data: Record<string, unknown>): void; submit(formData: Record<string, unknown>): Promise<void> }>(
    { answer: null, data: {}, failed: null, saving: false, fieldErrors: [] },
    (set, get) => ({
      async load() {
        set({ answer: null, failed: null, fieldErrors: [] });
        try {
          const answer = await api.read();
          set({ answer, data: answer.values });
        } catch (error) {
          set({ failed: error instanceof HttpError ? error.message : 'Something went wrong!' });
        }
      },
      change(data) {
        set({ data });
      },
      async submit(formData) {
        const { answer } = get();
        if (!answer) return;
        const changes = changedFields(answer.values, formData, answer.editable);
        if (Object.keys(changes).length === 0) {
          api.notify('Nothing to save', 'info');
          return;
        }
        set({ saving: true });
        try {
          const saved = await api.save(changes);
          const next = { ...answer, ...saved.answer };
          set({ answer: next, data: next.values, fieldErrors: [] });
          api.notify(saved.message, 'success');
        } catch (error) {
          const fields = error instanceof HttpError ? (error.body as { fields?: FieldError[] } | null)?.fields : undefined;
          set({ fieldErrors: fields ?? [] });
          // The form's own handler shows the refusal (SchemaForm).
          throw error;
        } finally {
          set({ saving: false });
        }
      },
    }),
  );
}
