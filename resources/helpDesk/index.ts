export { MyRequestsPage, MyTicketsPage, MyTeamTicketsPage, TicketsPage } from './TicketsPage';
export { RaiseTicketDialog } from './RaiseTicketDialog';
export { HelpDeskReportPage } from './HelpDeskReportPage';
export { createTicketListStore } from './ticketListStore';
