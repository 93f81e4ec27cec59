import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Link } from '@mui/material';

/** The full-width button that sends a sign-in page's form. */
export function SubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <Button type="submit" fullWidth variant="contained" size="large" disabled={disabled} sx={{ mt: 2 }}>
      {children}
    </Button>
  );
}

/** The way back from the forgot and reset password pages. */
export function BackToLoginLink() {
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to="/login" variant="body2">
        Back to Login
      </Link>
    </Box>
  );
}
