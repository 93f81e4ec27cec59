import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import type { HelpDeskApi, TicketDetail, TicketList, TicketPage, TicketStatus } from './helpDeskApi';

/** The dialog open on a ticket: the contact's status change, the raiser's reopen or feedback. */
export type TicketAction = 'complete' | 'respond' | 'reopen' | 'feedback';

export interface TicketListState {
  tab: TicketStatus;
  lists: Record<TicketStatus, { page: number; data: TicketPage | null }>;
  detail: TicketDetail | null;
  action: { kind: TicketAction; text: string; rating: number | null; error: string | null } | null;
  busy: boolean;
}

export interface TicketListActions {
  load(): Promise<void>;
  setTab(tab: TicketStatus): Promise<void>;
  loadList(tab: TicketStatus, page: number): Promise<void>;
  open(ticketId: number): Promise<void>;
  close(): void;
  startAction(kind: TicketAction): void;
  setText(text: string): void;
  setRating(rating: number | null): void;
  cancelAction(): void;
  submitAction(): Promise<boolean>;
}

export type TicketListStore = PageStore<TicketListState, TicketListActions>;

/** What each dialog asks for, and its message when left empty. */
export const ACTION_TEXT: Record<TicketAction, { title: string; label: string; required: string | null; done: string }> = {
  complete: { title: 'Complete Ticket', label: 'Resolution Comment', required: 'Please enter the resolution comment', done: 'Ticket Completed successfully' },
  respond: { title: 'Respond to Ticket', label: 'Comment', required: 'Please enter a comment', done: 'Ticket updated successfully' },
  reopen: { title: 'Reopen Ticket', label: 'Reason', required: 'Please enter the reason for reopening', done: 'Ticket Reopened successfully' },
  feedback: { title: 'Feedback', label: 'Comment', required: null, done: 'Feedback submitted successfully' },
};
export const RATING_REQUIRED = 'Please choose a rating';

const empty = () => ({ page: 0, data: null });

/** My Requests, My Tickets and My Team Tickets (spec 002 §7): Pending and Completed lists, a ticket's detail and its actions. */
export function createTicketListStore(api: HelpDeskApi, list: TicketList): TicketListStore {
  return createPageStore<TicketListState, TicketListActions>({ tab: 'Pending', lists: { Pending: empty(), Completed: empty() }, detail: null, action: null, busy: false }, (set, get) => {
    const actions: TicketListActions = {
      async load() {
        await Promise.all([actions.loadList('Pending', 0), actions.loadList('Completed', 0)]);
      },
      async setTab(tab) {
        set({ tab });
        await actions.loadList(tab, get().lists[tab].page);
      },
      async loadList(tab, page) {
        const data = await api.list(list, tab, page);
        set({ lists: { ...get().lists, [tab]: { page, data } } });
      },
      async open(ticketId) {
        set({ detail: await api.detail(ticketId), action: null });
      },
      close() {
        set({ detail: null, action: null });
      },
      startAction(kind) {
        set({ action: { kind, text: '', rating: null, error: null } });
      },
      setText(text) {
        const action = get().action;
        if (action) set({ action: { ...action, text, error: null } });
      },
      setRating(rating) {
        const action = get().action;
        if (action) set({ action: { ...action, rating, error: null } });
      },
      cancelAction() {
        set({ action: null });
      },
      async submitAction() {
        const { action, detail } = get();
        if (!action || !detail) return false;
        const rules = ACTION_TEXT[action.kind];
        if (action.kind === 'feedback' && !action.rating) {
          set({ action: { ...action, error: RATING_REQUIRED } });
          return false;
        }
        if (rules.required && !action.text.trim()) {
          set({ action: { ...action, error: rules.required } });
          return false;
        }
        set({ busy: true });
        try {
          const id = detail.ticketId;
          if (action.kind === 'complete') await api.changeStatus(id, 'Completed', action.text);
          else if (action.kind === 'respond') await api.changeStatus(id, 'Pending', action.text);
          else if (action.kind === 'reopen') await api.reopen(id, action.text);
          else await api.feedback(id, action.rating!, action.text);
          api.notify(rules.done);
          set({ action: null });
          await Promise.all([actions.open(id), actions.load()]);
          return true;
        } catch {
          return false;
        } finally {
          set({ busy: false });
        }
      },
    };
    return actions;
  });
}
