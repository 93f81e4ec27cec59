import { createPageStore } from '../../src/app/pageStore/createPageStore';

/** A document of GET /api/employee/documents/expiring (docs/profiles.md, "Expiry"). */
export interface ExpiringDocument {
  id: number;
  empId: string;
  employeeName: string;
  documentType: string;
  originalName: string;
  expiryDate: string;
}

export interface ExpiringDocumentsApi {
  expiring(days: number): Promise<ExpiringDocument[]>;
}

/** The window HR looks ahead (issue 21 §3: the next 30 days), the server's default too. */
export const EXPIRING_WITHIN_DAYS = 30;

export interface ExpiringDocumentsState {
  rows: ExpiringDocument[] | null;
  failed: boolean;
}

/** HR's list of the organisation's documents expiring in the next 30 days, soonest first (the server's order). */
export const createExpiringDocumentsStore = (api: ExpiringDocumentsApi) =>
  createPageStore<ExpiringDocumentsState, { load(): Promise<void> }>({ rows: null, failed: false }, (set) => ({
    async load() {
      set({ rows: null, failed: false });
      try {
        set({ rows: await api.expiring(EXPIRING_WITHIN_DAYS) });
      } catch {
        // The http client has shown the failure; the panel says the list could not be read.
        set({ rows: [], failed: true });
      }
    },
  }));
