import { apiBlob, apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';

export type TicketStatus = 'Pending' | 'Completed';
export type TicketList = 'myRequest' | 'myTicket' | 'myTeam';

/** A ticket as the lists and the detail answer it (server: helpDesk/ticketViews.ts). */
export interface Ticket {
  ticketId: number;
  menuName: string;
  subMenuName: string | null;
  ticketDetails: string;
  status: TicketStatus;
  resolutionComment: string | null;
  raisedBy: string;
  raisedByName: string;
  raisedFor: string;
  raisedForName: string;
  selfRequest: 'Yes' | 'No';
  assignedTo: string;
  assignedToName: string;
  raisedAt: string;
  completedAt: string | null;
  escalated: boolean;
  responseTimeLeftMinutes: number | null;
  resolutionTimeLeftMinutes: number | null;
  reopenCount: number;
  reopenUntil: string | null;
  closed: boolean;
  linkedTicketId: number | null;
  rating: number | null;
  feedback: string | null;
}

export interface TicketDetail extends Ticket {
  history: { action: string; comment: string | null; at: string; by: string | null; byName: string }[];
  attachments: { id: number; fileName: string }[];
}

export interface TicketPage {
  content: Ticket[];
  totalElements: number;
  totalPages: number;
}

export interface HelpDeskMenu {
  menuName: string;
  menuId: number;
  commonId: number;
  hasSubMenus: boolean;
}

/** Lists that show tickets listen here: a raised ticket refreshes them (spec 002 §7). */
const raisedListeners = new Set<() => void>();
export const onTicketRaised = (listener: () => void) => {
  raisedListeners.add(listener);
  return () => void raisedListeners.delete(listener);
};

export const helpDeskApi = {
  menus: () => apiRequest<HelpDeskMenu[]>('/spoc/help-desk-menus'),
  async raise(form: FormData): Promise<string> {
    await apiRequest('/help-desk', { method: 'POST', body: form });
    raisedListeners.forEach((listener) => listener());
    return 'Ticket Raised successfully';
  },
  list: (list: TicketList, ticketStatus: TicketStatus, page: number) => apiRequest<TicketPage>(`/help-desk/${list}`, { query: { ticketStatus, page, size: 10 } }),
  detail: (id: number) => apiRequest<TicketDetail>(`/help-desk/${id}`),
  attachment: (id: number, attachmentId: number) => apiBlob(`/help-desk/${id}/attachment/${attachmentId}`),
  changeStatus: (id: number, status: TicketStatus, comment: string) => apiRequest(`/help-desk/${id}`, { method: 'PUT', body: { status, comment } }),
  reopen: (id: number, reason: string) => apiRequest(`/help-desk/reopen/${id}`, { method: 'PUT', body: { reason } }),
  feedback: (id: number, rating: number, comment: string) => apiRequest(`/help-desk/feedback/${id}`, { method: 'PUT', body: { rating, ...(comment.trim() ? { comment } : {}) } }),
  notify: (message: string, severity: 'success' | 'error' = 'success') => void showToast(message, severity),
};

export type HelpDeskApi = typeof helpDeskApi;
