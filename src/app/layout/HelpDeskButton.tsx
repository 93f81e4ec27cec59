import { useState } from 'react';
import { Button, ButtonBase, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';

/**
 * Spec 000 §2.2/§2.4: the Help Desk button at the bottom of the side menu. It opens the
 * 'Raise a ticket' dialog; the ticket form itself (spec 000 §2.4) is plugged in later.
 */
export default function HelpDeskButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label="Help Desk"
        aria-haspopup="dialog"
        sx={{
          width: '100%',
          flexDirection: 'column',
          gap: 0.25,
          py: 1,
          borderRadius: 1,
          color: 'secondary.dark',
          '&:hover, &.Mui-focusVisible': { bgcolor: 'scales.secondary.100' },
        }}
      >
        <SupportAgentIcon aria-hidden />
        <Typography component="span" sx={{ fontSize: 11, lineHeight: 1.2, fontWeight: 600 }}>
          Help Desk
        </Typography>
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="raise-ticket-title" fullWidth maxWidth="xs">
        <DialogTitle id="raise-ticket-title">Raise a ticket</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The help desk ticket form is coming in a later release. Until then, please contact your help desk team directly.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
