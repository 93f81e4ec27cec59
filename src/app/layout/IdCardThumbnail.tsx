import { useRef } from 'react';
import { Box, ClickAwayListener, IconButton, Link, Paper, Popper, Typography } from '@mui/material';
import BadgeIcon from '@mui/icons-material/Badge';
import LoadingPage from '../routes/LoadingPage';
import { useIdCard } from './useIdCard';

/** Spec 000 §2.2: the ID-card thumbnail; the card (a PDF, fetched with the bearer token) shows on hover. */
export default function IdCardThumbnail() {
  const idCard = useIdCard();
  const anchor = useRef<HTMLButtonElement | null>(null);

  return (
    <>
      <IconButton
        ref={anchor}
        aria-label="ID card"
        aria-haspopup="dialog"
        aria-expanded={idCard.open}
        onMouseEnter={idCard.enter}
        onMouseLeave={idCard.leave}
        onClick={idCard.enter}
        color={idCard.open ? 'primary' : 'default'}
      >
        <BadgeIcon />
      </IconButton>
      <Popper open={idCard.open} anchorEl={anchor.current} placement="bottom-end" disablePortal sx={{ zIndex: (theme) => theme.zIndex.modal }}>
        <ClickAwayListener
          onClickAway={(event) => {
            if (!anchor.current?.contains(event.target as Node)) idCard.close();
          }}
        >
          <Paper
            elevation={8}
            role="dialog"
            aria-label="ID card preview"
            onMouseEnter={idCard.enter}
            onMouseLeave={idCard.leave}
            onKeyDown={(event) => {
              if (event.key === 'Escape') idCard.close();
            }}
            sx={{ mt: 1, p: 1, width: { xs: 'calc(100vw - 32px)', sm: 360 }, maxWidth: 360 }}
          >
            <Typography variant="subtitle2" sx={{ px: 0.5, pb: 1 }}>
              ID card
            </Typography>
            {!idCard.available ? (
              <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
                No ID card has been uploaded yet.
              </Typography>
            ) : idCard.status === 'error' ? (
              <Typography variant="body2" color="error" sx={{ p: 1 }}>
                The ID card could not be loaded.
              </Typography>
            ) : idCard.url ? (
              <>
                <Box
                  component="object"
                  type="application/pdf"
                  data={idCard.url}
                  aria-label="ID card PDF"
                  sx={{ width: '100%', height: 420, border: 0, display: 'block' }}
                >
                  <Typography variant="body2" sx={{ p: 1 }}>
                    Your browser cannot show the PDF here.
                  </Typography>
                </Box>
                <Link href={idCard.url} target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
                  Open ID card
                </Link>
              </>
            ) : (
              <LoadingPage />
            )}
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}
