import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, ButtonBase, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link, Stack, Typography } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { isHelpDeskEntry } from './useSideMenu';
import { useVisibleMenu } from './useVisibleMenu';

/**
 * Spec 000 §2.2/§2.4: the Help Desk button at the bottom of the side menu. It opens the
 * 'Raise a ticket' dialog; the ticket form itself (spec 000 §2.4) is plugged in later. The rail shows no
 * Help Desk menu entry besides it, so the dialog links to the Help Desk pages the user may open.
 */
export default function HelpDeskButton() {
  const [open, setOpen] = useState(false);
  const pages = useVisibleMenu().find(isHelpDeskEntry)?.submenu ?? [];
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
          {pages.length > 0 ? (
            <Stack component="nav" aria-label="Help Desk pages" spacing={0.5} sx={{ mt: 2 }}>
              {pages.map((page) => (
                <Link key={page.path} component={RouterLink} to={page.path} onClick={() => setOpen(false)}>
                  {page.text}
                </Link>
              ))}
            </Stack>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
