import { Alert, Box } from '@mui/material';
import { AuthLayout } from './AuthLayout';
import { BackToLoginLink, SubmitButton } from './FormActions';
import { NewPasswordFields } from './NewPasswordFields';
import { useResetPasswordForm } from './useResetPasswordForm';

/** /resetPassword?token=… */
export function ResetPasswordPage() {
  const form = useResetPasswordForm();
  const { hasToken, submit, submitting } = form;
  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account">
      {!hasToken && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          This reset link is incomplete. Open the link from your e-mail again, or request a new one.
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <NewPasswordFields form={form} autoFocus />
        <SubmitButton disabled={submitting || !hasToken}>Submit</SubmitButton>
        <BackToLoginLink />
      </Box>
    </AuthLayout>
  );
}

export default ResetPasswordPage;
