import { createPageStore } from '../../src/app/pageStore/createPageStore';

/** The overall submit's calls (spec 002 §7): the employee's own submit, HR's read of when (getEmployeeProfile's HR variant). */
export interface ProfileSubmitApi {
  submit(): Promise<{ submittedAt: string; message?: string }>;
  submittedAt(empId: string): Promise<string | null>;
  notify(message: string, severity: 'success' | 'error'): void;
}

export interface ProfileSubmitState {
  /** When the profile was submitted (ISO), null when not (yet) known to be. */
  submittedAt: string | null;
  /** HR's view has read it (the employee's own view knows only what this visit submitted). */
  loaded: boolean;
  submitting: boolean;
}

/**
 * The employee declares their profile complete with Submit (spec 002 §5's generic label, 'Submitting...'
 * while sending); HR reads 'Submitted on …' on the employee's profile. `empId` set: HR's view.
 */
export const createProfileSubmitStore = (api: ProfileSubmitApi, empId?: string) =>
  createPageStore<ProfileSubmitState, { load(): Promise<void>; submit(): Promise<void> }>({ submittedAt: null, loaded: !empId, submitting: false }, (set, get) => ({
    async load() {
      if (!empId) return;
      try {
        set({ submittedAt: await api.submittedAt(empId), loaded: true });
      } catch {
        // The http client has shown the failure; nothing is claimed about the submit.
        set({ loaded: true });
      }
    },
    async submit() {
      if (empId || get().submitting) return;
      set({ submitting: true });
      try {
        const answer = await api.submit();
        set({ submittedAt: answer.submittedAt });
        api.notify(answer.message ?? 'Profile submitted successfully', 'success');
      } catch {
        // The http client has shown the failure.
      } finally {
        set({ submitting: false });
      }
    },
  }));
