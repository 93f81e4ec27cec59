import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { actionLabel, auditActor, auditJson, changedFields, formatAuditTime } from './auditFormat';
import type { AuditEntry } from './types';

function JsonPane({ title, value }: { title: string; value: unknown }) {
  return (
    <Box sx={{ minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          maxHeight: '55vh',
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 12,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {auditJson(value)}
      </Box>
    </Box>
  );
}

/** One audit entry's before and after, side by side, and which fields changed. */
export function AuditChangesDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const changed = entry ? changedFields(entry.before, entry.after) : [];
  return (
    <Dialog open={entry !== null} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="audit-changes-title">
      <DialogTitle id="audit-changes-title">Changes</DialogTitle>
      {entry ? (
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {actionLabel(entry.action)} of {entry.entity}
            {entry.entityId ? ` ${entry.entityId}` : ''} by {auditActor(entry)} on {formatAuditTime(entry.at)}
          </Typography>
          {changed.length > 0 ? (
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              Changed: {changed.join(', ')}
            </Typography>
          ) : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            <JsonPane title="Before" value={entry.before} />
            <JsonPane title="After" value={entry.after} />
          </Box>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
