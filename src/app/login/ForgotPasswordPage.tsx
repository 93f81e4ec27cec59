import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Link, TextField } from '@mui/material';
import { AuthLayout } from './AuthLayout';
import { useForgotPasswordForm } from './useForgotPasswordForm';

/** /forgotPassword */
export function ForgotPasswordPage() {
  const { values, errors, setEmpId, setEmailId, lookUpEmail, submit, submitting } = useForgotPasswordForm();
  return (
    <AuthLayout title="Forgot Password" subtitle="Enter your Employee ID and e-mail to receive reset instructions">
      <Box component="form" noValidate onSubmit={submit}>
        <TextField
          id="empId"
          name="empId"
          label="Employee ID"
          value={values.empId}
          onChange={event => setEmpId(event.target.value)}
          onBlur={lookUpEmail}
          error={Boolean(errors.empId)}
          helperText={errors.empId}
          autoComplete="username"
          autoFocus
          fullWidth
          margin="normal"
        />
        <TextField
          id="emailId"
          name="emailId"
          type="email"
          label="Email"
          value={values.emailId}
          onChange={event => setEmailId(event.target.value)}
          error={Boolean(errors.emailId)}
          helperText={errors.emailId}
          autoComplete="email"
          fullWidth
          margin="normal"
        />
        <Button type="submit" fullWidth variant="contained" size="large" disabled={submitting} sx={{ mt: 2 }}>
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

export default ForgotPasswordPage;
