import { useEffect, useState } from 'react';
import { Box, Button, Chip, Paper } from '@mui/material';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { CountTabs } from '../../widgets/CountTabs';
import type { DataColumn } from '../../widgets/DataTable';
import { PageHeader } from '../../widgets/PageHeader';
import { RequestTable, StatusChip } from '../../widgets/leave/RequestTable';
import { helpDeskApi, onTicketRaised, type Ticket, type TicketDetail, type TicketList, type TicketStatus } from './helpDeskApi';
import { RaiseTicketDialog } from './RaiseTicketDialog';
import { TicketDetailDialog } from './TicketDetailDialog';
import { createTicketListStore, type TicketAction } from './ticketListStore';
import { timeLeftText, when } from './timeLeft';

const TITLES: Record<TicketList, string> = { myRequest: 'My Requests', myTicket: 'My Tickets', myTeam: 'My Team Tickets' };

/** The actions a list offers on a ticket: the contact works it (My Tickets), the raiser reopens it or gives feedback (My Requests). */
function allowedActions(list: TicketList, ticket: TicketDetail): TicketAction[] {
  if (list === 'myTicket' && ticket.status === 'Pending') return ['respond', 'complete'];
  if (list !== 'myRequest' || ticket.status !== 'Completed') return [];
  return [...(ticket.closed ? [] : (['reopen'] as const)), ...(ticket.rating === null ? (['feedback'] as const) : [])];
}

/** /myRequests, /myTickets and /helpDeskMyTeam (spec 002 §7): Pending and Completed tickets, each opening its detail. */
export function TicketsPage({ list }: { list: TicketList }) {
  const view = usePageStore(
    () => createTicketListStore(helpDeskApi, list),
    (store) => store.load(),
  );
  const { actions } = view;
  useEffect(() => onTicketRaised(() => void actions.load()), [actions]);
  // A closed ticket cannot be reopened: its raiser raises a new one, linked to it.
  const [followUp, setFollowUp] = useState<number | null>(null);
  const current = view.lists[view.tab];
  const columns: DataColumn<Ticket>[] = [
    { label: 'Ticket', rowHeader: true, value: (row) => `#${row.ticketId}` },
    { label: 'Category', value: (row) => (row.subMenuName ? `${row.menuName} › ${row.subMenuName}` : row.menuName) },
    { label: list === 'myTicket' ? 'Raised By' : 'Raised For', value: (row) => (list === 'myTicket' ? `${row.raisedByName} (${row.raisedBy})` : `${row.raisedForName} (${row.raisedFor})`) },
    ...(list === 'myTicket' ? [] : [{ label: 'Assigned To', value: (row: Ticket) => `${row.assignedToName} (${row.assignedTo})` }]),
    { label: 'Reason', value: (row) => (row.ticketDetails.length > 80 ? `${row.ticketDetails.slice(0, 80)}…` : row.ticketDetails) },
    { label: 'Raised At', value: (row) => when(row.raisedAt) },
    view.tab === 'Pending'
      ? { label: 'Resolution Time', value: (row) => timeLeftText(row.resolutionTimeLeftMinutes) }
      : { label: 'Completed At', value: (row) => when(row.completedAt) },
    {
      label: 'Status',
      value: (row) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <StatusChip status={row.status} />
          {row.escalated ? <Chip size="small" color="error" label="Escalated" /> : null}
        </Box>
      ),
    },
  ];
  return (
    <Box>
      <PageHeader title={TITLES[list]} />
      <CountTabs<TicketStatus>
        label={TITLES[list]}
        value={view.tab}
        onChange={(tab) => void actions.setTab(tab)}
        tabs={(['Pending', 'Completed'] as const).map((tab) => ({ value: tab, label: tab, count: view.lists[tab].data?.totalElements ?? null }))}
      />
      <Paper variant="outlined">
        <RequestTable
          label={`${view.tab} tickets`}
          columns={columns}
          rows={current.data?.content ?? []}
          rowKey={(row) => String(row.ticketId)}
          actions={(row) => (
            <Button size="small" variant="outlined" onClick={() => void actions.open(row.ticketId)} aria-label={`View ticket #${row.ticketId}`}>
              View
            </Button>
          )}
          page={current.page}
          totalPages={current.data?.totalPages ?? 1}
          onPage={(page) => void actions.loadList(view.tab, page)}
        />
      </Paper>
      <TicketDetailDialog
        detail={view.detail}
        action={view.action}
        busy={view.busy}
        allowed={view.detail ? allowedActions(list, view.detail) : []}
        api={helpDeskApi}
        onAction={actions.startAction}
        onText={actions.setText}
        onRating={actions.setRating}
        onSubmit={() => void actions.submitAction()}
        onCancel={actions.cancelAction}
        onClose={actions.close}
        onFollowUp={
          list === 'myRequest' && view.detail?.closed
            ? () => {
                setFollowUp(view.detail!.ticketId);
                actions.close();
              }
            : undefined
        }
      />
      {followUp !== null ? <RaiseTicketDialog open onClose={() => setFollowUp(null)} linkedTicketId={followUp} /> : null}
    </Box>
  );
}

export const MyRequestsPage = () => <TicketsPage list="myRequest" />;
export const MyTicketsPage = () => <TicketsPage list="myTicket" />;
export const MyTeamTicketsPage = () => <TicketsPage list="myTeam" />;
