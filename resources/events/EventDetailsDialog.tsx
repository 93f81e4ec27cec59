import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { displayDate } from '../../src/shared/displayDate';
import { RichTextView } from '../../widgets/RichTextView';
import type { OrgEventRecord } from './types';

const when = (event: OrgEventRecord) =>
  `${displayDate(event.startDate)}${event.startTime ? ` ${event.startTime}` : ''} – ${displayDate(event.endDate)}${event.endTime ? ` ${event.endTime}` : ''}`;

/** An event opened from the calendar: when, where, for whom, its description and attendees. */
export function EventDetailsDialog({ event, onClose }: { event: OrgEventRecord | null; onClose: () => void }) {
  return (
    <Dialog open={event !== null} onClose={onClose} aria-labelledby="event-details-title" maxWidth="sm" fullWidth>
      {event ? (
        <>
          <DialogTitle id="event-details-title">{event.title}</DialogTitle>
          <DialogContent>
            <Typography>
              <strong>Category:</strong> {event.category}
            </Typography>
            <Typography>
              <strong>When:</strong> {when(event)}
            </Typography>
            {event.location ? (
              <Typography>
                <strong>Where:</strong> {event.location}
              </Typography>
            ) : null}
            <Typography>
              <strong>For:</strong> {event.eventType === 'Departments' ? event.departments.join(', ') : 'All Employees'}
            </Typography>
            {event.attendees.length ? (
              <Typography>
                <strong>Attendees:</strong> {event.attendees.map((attendee) => attendee.name).join(', ')}
              </Typography>
            ) : null}
            <RichTextView html={event.description} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
