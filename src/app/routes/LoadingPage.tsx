import { Box, CircularProgress, Typography } from '@mui/material';

/** Spec 002 §2: the 'Loading...' placeholder, also the fallback while a lazy chunk loads. */
export default function LoadingPage() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8 }}>
      <CircularProgress size={22} aria-hidden />
      <Typography color="text.secondary">Loading...</Typography>
    </Box>
  );
}
