import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import LoadingPage from '../../src/app/routes/LoadingPage';
import { DataTable } from '../../widgets/DataTable';
import { totalLines, type MusterState } from './musterStore';

const TITLES = { lop: 'LOP', present: 'Present Days' } as const;

/** What a muster total adds up: the days (and for LOP the entries) behind it, and their sum. */
export function MusterTotalDialog({ total, onClose }: { total: MusterState['total']; onClose: () => void }) {
  const lines = total?.breakdown ? totalLines(total.kind, total.breakdown) : [];
  const sum = Math.round(lines.reduce((acc, line) => acc + line.days, 0) * 10) / 10;
  return (
    <Dialog open={total !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="muster-total-title">
      <DialogTitle id="muster-total-title">{total ? `${TITLES[total.kind]} of ${total.employeeName} (${total.empId})` : ''}</DialogTitle>
      <DialogContent dividers>
        {!total?.breakdown ? (
          <LoadingPage />
        ) : (
          <>
            <DataTable
              label={`What ${total ? TITLES[total.kind] : ''} adds up`}
              columns={[
                { label: 'Day or entry', value: (line) => line.label },
                { label: 'Detail', value: (line) => line.detail },
                { label: 'Days', value: (line) => line.days, align: 'right' },
              ]}
              rows={lines}
              rowKey={(_line, index) => index}
              emptyText="No Records Available"
            />
            <Typography sx={{ mt: 1, fontWeight: 600 }}>Total: {sum}</Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
