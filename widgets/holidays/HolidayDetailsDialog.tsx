import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { displayDate } from './holidayEvents';
import type { HolidayRecord } from '../../src/shared/holidayRecord';

export interface HolidayDetailsDialogProps {
  holiday: HolidayRecord | null;
  /** Spec 002 §2: Edit and Delete appear unless the view is read-only. */
  readOnly: boolean;
  onClose: () => void;
  onEdit?: (holiday: HolidayRecord) => void;
  onDelete?: (holiday: HolidayRecord) => void;
  onOpenAttachment?: (holiday: HolidayRecord) => void;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography component="span" sx={{ fontWeight: 600, minWidth: 150 }}>
        {label}
      </Typography>
      <Typography component="span">{children}</Typography>
    </Stack>
  );
}

/** Spec 002 §2 Holiday Details (size small): Occasion, Date dd-mm-yyyy, Description, Restricted Holiday, Locations when any, Attachment. */
export function HolidayDetailsDialog({ holiday, readOnly, onClose, onEdit, onDelete, onOpenAttachment }: HolidayDetailsDialogProps) {
  const locations = holiday?.locationList.map((l) => l.name).join(', ') ?? '';
  return (
    <Dialog open={holiday !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="holiday-details-title">
      <DialogTitle id="holiday-details-title">Holiday Details</DialogTitle>
      {holiday ? (
        <DialogContent dividers>
          <Stack spacing={1.5}>
            <Row label="Occasion">{holiday.occasion}</Row>
            <Row label="Date">{displayDate(holiday.date)}</Row>
            <Row label="Description">{holiday.discription || '-'}</Row>
            <Row label="Restricted Holiday">{holiday.restrictedHoliday}</Row>
            {locations ? <Row label="Locations">{locations}</Row> : null}
            {holiday.file ? (
              <Row label="Attachment">
                <Link component="button" type="button" onClick={() => onOpenAttachment?.(holiday)}>
                  View attachment
                </Link>
              </Row>
            ) : null}
          </Stack>
        </DialogContent>
      ) : null}
      <DialogActions>
        {!readOnly && holiday ? (
          <>
            <Button onClick={() => onEdit?.(holiday)}>Edit</Button>
            <Button color="error" onClick={() => onDelete?.(holiday)}>
              Delete
            </Button>
          </>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
