import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Link } from '@mui/material';
import { AuthLayout } from './AuthLayout';
import { PasswordField } from './PasswordField';
import { useResetPasswordForm } from './useResetPasswordForm';

/** /resetPassword?token=… */
export function ResetPasswordPage() {
  const { values, errors, hasToken, setNewPassword, setConfirmPassword, submit, submitting } = useResetPasswordForm();
  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account">
      {!hasToken && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          This reset link is incomplete. Open the link from your e-mail again, or request a new one.
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <PasswordField
          id="newPassword"
          name="newPassword"
          label="New Password"
          value={values.newPassword}
          onChange={setNewPassword}
          error={errors.newPassword}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          id="confirmPassword"
          name="confirmPassword"
          label="Confirm Password"
          value={values.confirmPassword}
          onChange={setConfirmPassword}
          error={errors.confirmPassword}
          autoComplete="new-password"
        />
        <Button type="submit" fullWidth variant="contained" size="large" disabled={submitting || !hasToken} sx={{ mt: 2 }}>
          Submit
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/login" variant="body2">
            Back to Login
          </Link>
        </Box>
      </Box>
    </AuthLayout>
  );
}

export default ResetPasswordPage;
