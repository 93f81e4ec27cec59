import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ConfirmDialog } from '../../src/app/masters/ConfirmDialog';
import { displayDate } from '../../src/shared/displayDate';
import { DataTable } from '../../widgets/DataTable';
import { EventCalendar } from '../../widgets/events/EventCalendar';
import { PageHeader } from '../../widgets/PageHeader';
import { EventDetailsDialog } from './EventDetailsDialog';
import { EventFormDialog } from './EventFormDialog';
import type { OrgEventRecord } from './types';
import { useEvents } from './useEvents';

/** /events: the month's events shown to the employee, on a calendar (custom: a schema grid cannot be a calendar). */
export default function EventsPage() {
  const events = useEvents(false);
  return (
    <Stack spacing={2}>
      <PageHeader title="Events" />
      <EventCalendar events={events.events} date={events.date} onNavigate={events.setDate} onSelect={events.open} />
      <EventDetailsDialog event={events.opened} onClose={() => events.open(null)} />
    </Stack>
  );
}

/** /adminEvents: Manage Events, the calendar plus the month's list with add, edit and delete. */
export function ManageEventsPage() {
  const events = useEvents(true);
  const columns = [
    { label: 'Title', value: (row: OrgEventRecord) => row.title },
    { label: 'Category', value: (row: OrgEventRecord) => row.category },
    { label: 'Dates', value: (row: OrgEventRecord) => `${displayDate(row.startDate)} – ${displayDate(row.endDate)}` },
    { label: 'Shown To', value: (row: OrgEventRecord) => (row.eventType === 'Departments' ? row.departments.join(', ') : 'All Employees') },
    {
      label: 'Actions',
      value: (row: OrgEventRecord) => (
        <>
          {events.access.edit ? (
            <IconButton size="small" aria-label={`Edit ${row.title}`} onClick={() => events.edit(row)}>
              <EditIcon fontSize="small" />
            </IconButton>
          ) : null}
          {events.access.delete ? (
            <IconButton size="small" aria-label={`Delete ${row.title}`} onClick={() => events.askDelete(row)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      <PageHeader title="Manage Events">
        {events.access.add ? (
          <Button variant="contained" onClick={() => events.edit('new')}>
            Add Event
          </Button>
        ) : null}
      </PageHeader>
      <EventCalendar events={events.events} date={events.date} onNavigate={events.setDate} onSelect={events.open} />
      <DataTable label={`Events of ${events.month}`} columns={columns} rows={events.events} rowKey={(row) => row.id} emptyText="No data available" />
      <EventDetailsDialog event={events.opened} onClose={() => events.open(null)} />
      <EventFormDialog
        open={events.editing !== null}
        isNew={events.editing === 'new'}
        draft={events.draft}
        errors={events.errors}
        known={events.known}
        departments={events.departments}
        busy={events.busy}
        onChange={events.change}
        onSave={() => void events.save()}
        onClose={events.close}
      />
      <ConfirmDialog
        open={events.deleting !== null}
        title="Delete Request"
        content="Are you sure you want to delete this row?"
        confirmText="Delete"
        danger
        busy={events.busy}
        onConfirm={() => void events.confirmDelete()}
        onCancel={() => events.askDelete(null)}
      />
    </Stack>
  );
}
