import { lazy, Suspense, useState } from 'react';
import { ButtonBase, Typography } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { isHelpDeskEntry } from './useSideMenu';
import { useVisibleMenu } from './useVisibleMenu';

/** The form loads with its first opening: the side menu stays light. */
const RaiseTicketDialog = lazy(() => import('../../../resources/helpDesk/RaiseTicketDialog').then((module) => ({ default: module.RaiseTicketDialog })));

/**
 * Spec 000 §2.2/§2.4: the Help Desk button at the bottom of the side menu. It opens the ticket form
 * (resources/helpDesk/RaiseTicketDialog). The rail shows no Help Desk menu entry besides it, so the
 * dialog also links to the Help Desk pages the user may open.
 */
export default function HelpDeskButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const pages = useVisibleMenu().find(isHelpDeskEntry)?.submenu ?? [];
  return (
    <>
      <ButtonBase
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
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
      {opened ? (
        <Suspense fallback={null}>
          <RaiseTicketDialog open={open} onClose={() => setOpen(false)} pages={pages} />
        </Suspense>
      ) : null}
    </>
  );
}
