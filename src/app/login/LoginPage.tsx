import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Checkbox, Divider, FormControlLabel, Link, Stack } from '@mui/material';
import { AuthLayout } from './AuthLayout';
import { EmpIdField } from './EmpIdField';
import { SubmitButton } from './FormActions';
import { MicrosoftLogo } from './MicrosoftLogo';
import { PasswordField } from './PasswordField';
import { useLoginForm } from './useLoginForm';

/** /login, also react-admin's <Admin loginPage>. */
export function LoginPage() {
  const { values, errors, setEmpId, setPassword, setRemember, submit, submitting, signInWithMicrosoft, busy } =
    useLoginForm();
  return (
    <AuthLayout title="Welcome back!" subtitle="Sign in to continue">
      <Button fullWidth variant="outlined" size="large" startIcon={<MicrosoftLogo />} onClick={signInWithMicrosoft} disabled={busy}>
        Sign in with Microsoft
      </Button>
      <Divider sx={{ my: 2, color: 'text.secondary' }}>OR</Divider>
      <Box component="form" noValidate onSubmit={submit}>
        <EmpIdField label="Emp ID" value={values.empId} onChange={setEmpId} error={errors.empId} />
        <PasswordField
          id="password"
          name="password"
          label="Password"
          value={values.password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
        />
        <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" sx={{ mt: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={values.remember} onChange={event => setRemember(event.target.checked)} />}
            label="Remember me"
          />
          <Link component={RouterLink} to="/forgotPassword" variant="body2">
            Forgot Password
          </Link>
        </Stack>
        <SubmitButton disabled={submitting}>Login</SubmitButton>
      </Box>
    </AuthLayout>
  );
}

export default LoginPage;
