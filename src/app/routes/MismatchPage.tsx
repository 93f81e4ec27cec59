import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { AuthLayout } from '../login/AuthLayout';

/** /mismatch (public): the signed-in account is not the one the request was meant for. */
export default function MismatchPage() {
  return (
    <AuthLayout title="Account mismatch">
      <Typography color="text.secondary" textAlign="center">
        The account you signed in with does not match the account this request was meant for. Sign in again with the
        right account.
      </Typography>
      <Button component={Link} to="/login" variant="contained" fullWidth size="large" sx={{ mt: 3 }}>
        Back to Login
      </Button>
    </AuthLayout>
  );
}
