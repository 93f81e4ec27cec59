import { Box, Paper, Typography } from '@mui/material';
import { SubmitButton } from './FormActions';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordField } from './PasswordField';
import { useChangePasswordForm } from './useChangePasswordForm';
import { PageHeader } from '../../../widgets/PageHeader';

/** /changePassword, inside the signed-in layout. */
export function ChangePasswordPage() {
  const form = useChangePasswordForm();
  const { values, errors, setCurrentPassword, submit, submitting } = form;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 3 } }}>
      <Paper sx={{ width: '100%', maxWidth: 480, p: { xs: 2, sm: 3 } }}>
        <PageHeader
          title="Change Password"
          subtitle={
            <Typography variant="body2" color="text.secondary">
              You will be signed out everywhere and asked to sign in with the new password.
            </Typography>
          }
        />
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
          <NewPasswordFields form={form} />
          <SubmitButton disabled={submitting}>Update Password</SubmitButton>
        </Box>
      </Paper>
    </Box>
  );
}

export default ChangePasswordPage;
