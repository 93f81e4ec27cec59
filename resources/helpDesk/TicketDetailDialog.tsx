import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Link, Rating, Stack, TextField, Typography } from '@mui/material';
import { downloadBlob } from '../../src/app/masters/download';
import { DataTable } from '../../widgets/DataTable';
import { StatusChip } from '../../widgets/leave/RequestTable';
import type { HelpDeskApi, TicketDetail } from './helpDeskApi';
import { ACTION_TEXT, type TicketAction, type TicketListState } from './ticketListStore';
import { timeLeftText, when } from './timeLeft';

export interface TicketDetailDialogProps {
  detail: TicketDetail | null;
  action: TicketListState['action'];
  busy: boolean;
  /** Which actions the signed-in user has on it (the list decides: the contact's or the raiser's). */
  allowed: readonly TicketAction[];
  api: Pick<HelpDeskApi, 'attachment'>;
  onAction(kind: TicketAction): void;
  onText(text: string): void;
  onRating(rating: number | null): void;
  onSubmit(): void;
  onCancel(): void;
  onClose(): void;
  /** A closed ticket of the raiser: raise a new one linked to it. */
  onFollowUp?(): void;
}

/** A ticket with its history of who did what and when, its attachments, and the dialog of the chosen action. Text is shown as text (React escapes it). */
export function TicketDetailDialog({ detail, action, busy, allowed, api, onAction, onText, onRating, onSubmit, onCancel, onClose, onFollowUp }: TicketDetailDialogProps) {
  if (!detail) return null;
  const rules = action ? ACTION_TEXT[action.kind] : null;
  const facts: [string, string][] = [
    ['Category', detail.subMenuName ? `${detail.menuName} › ${detail.subMenuName}` : detail.menuName],
    ['Raised By', `${detail.raisedByName} (${detail.raisedBy})`],
    ['Raised For', `${detail.raisedForName} (${detail.raisedFor})`],
    ['Assigned To', `${detail.assignedToName} (${detail.assignedTo})`],
    ['Raised At', when(detail.raisedAt)],
    ['Response Time', detail.status === 'Pending' ? timeLeftText(detail.responseTimeLeftMinutes) : '—'],
    ['Resolution Time', detail.status === 'Pending' ? timeLeftText(detail.resolutionTimeLeftMinutes) : '—'],
    ['Reopened', String(detail.reopenCount)],
  ];
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="ticket-detail-title">
      <DialogTitle id="ticket-detail-title">Ticket #{detail.ticketId}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <StatusChip status={detail.status} />
            {detail.escalated ? <Chip size="small" color="error" label="Escalated" /> : null}
            {detail.closed ? <Chip size="small" label="Closed" /> : null}
            {detail.linkedTicketId ? <Chip size="small" variant="outlined" label={`Follows #${detail.linkedTicketId}`} /> : null}
          </Stack>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 0.5, m: 0 }}>
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Reason
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{detail.ticketDetails}</Typography>
          </Box>
          {detail.resolutionComment ? (
            <Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                Resolution
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{detail.resolutionComment}</Typography>
            </Box>
          ) : null}
          {detail.attachments.length ? (
            <Stack component="nav" aria-label="Attachments" spacing={0.5}>
              {detail.attachments.map((file) => (
                <Link key={file.id} component="button" type="button" sx={{ alignSelf: 'flex-start' }} onClick={() => void api.attachment(detail.ticketId, file.id).then((blob) => downloadBlob(blob, file.fileName))}>
                  {file.fileName}
                </Link>
              ))}
            </Stack>
          ) : null}
          {detail.rating ? <Rating value={detail.rating} readOnly aria-label={`Rated ${detail.rating} of 5`} /> : null}
          <DataTable
            label="Ticket history"
            columns={[
              { label: 'When', value: (row) => when(row.at) },
              { label: 'Action', rowHeader: true, value: (row) => row.action },
              { label: 'By', value: (row) => (row.by ? `${row.byName} (${row.by})` : row.byName) },
              { label: 'Comment', value: (row) => row.comment ?? '' },
            ]}
            rows={detail.history}
            rowKey={(row) => `${row.at}-${row.action}`}
          />
          {action && rules ? (
            <Stack spacing={1} component="section" aria-label={rules.title}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {rules.title}
              </Typography>
              {action.kind === 'feedback' ? <Rating name="rating" value={action.rating} onChange={(_event, value) => onRating(value)} aria-label="Rating" /> : null}
              <TextField
                label={rules.label}
                value={action.text}
                onChange={(event) => onText(event.target.value)}
                multiline
                minRows={2}
                required={rules.required !== null}
                error={action.error !== null}
                helperText={action.error ?? ' '}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
              <Stack direction="row" spacing={1}>
                <Button variant="contained" onClick={onSubmit} disabled={busy}>
                  Submit
                </Button>
                <Button onClick={onCancel} disabled={busy}>
                  Cancel
                </Button>
              </Stack>
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!action
          ? allowed.map((kind) => (
              <Button key={kind} variant="outlined" onClick={() => onAction(kind)}>
                {ACTION_TEXT[kind].title}
              </Button>
            ))
          : null}
        {!action && onFollowUp ? (
          <Button variant="outlined" onClick={onFollowUp}>
            Raise a new ticket
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
