import { Box, Button, Paper, Typography } from '@mui/material';
import { PasswordField } from './PasswordField';
import { useChangePasswordForm } from './useChangePasswordForm';

/** /changePassword, inside the signed-in layout. */
export function ChangePasswordPage() {
  const { values, errors, setCurrentPassword, setNewPassword, setConfirmPassword, submit, submitting } =
    useChangePasswordForm();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 3 } }}>
      <Paper sx={{ width: '100%', maxWidth: 480, p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" fontWeight={600}>
          Change Password
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          You will be signed out everywhere and asked to sign in with the new password.
        </Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1 }}>
          <PasswordField
            id="currentPassword"
            name="currentPassword"
            label="Current Password"
            value={values.currentPassword}
            onChange={setCurrentPassword}
            error={errors.currentPassword}
            autoComplete="current-password"
            autoFocus
          />
          <PasswordField
            id="newPassword"
            name="newPassword"
            label="New Password"
            value={values.newPassword}
            onChange={setNewPassword}
            error={errors.newPassword}
            autoComplete="new-password"
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
          <Button type="submit" variant="contained" size="large" disabled={submitting} sx={{ mt: 2 }} fullWidth>
            Update Password
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

export default ChangePasswordPage;
