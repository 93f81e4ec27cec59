import { Box, TextField } from '@mui/material';
import { AuthLayout } from './AuthLayout';
import { EmpIdField } from './EmpIdField';
import { BackToLoginLink, SubmitButton } from './FormActions';
import { useForgotPasswordForm } from './useForgotPasswordForm';

/** /forgotPassword */
export function ForgotPasswordPage() {
  const { values, errors, setEmpId, setEmailId, lookUpEmail, emailHint, submit, submitting } = useForgotPasswordForm();
  return (
    <AuthLayout title="Forgot Password" subtitle="Enter your Employee ID and e-mail to receive reset instructions">
      <Box component="form" noValidate onSubmit={submit}>
        <EmpIdField label="Employee ID" value={values.empId} onChange={setEmpId} onBlur={lookUpEmail} error={errors.empId} />
        <TextField
          id="emailId"
          name="emailId"
          type="email"
          label="Email"
          value={values.emailId}
          onChange={event => setEmailId(event.target.value)}
          error={Boolean(errors.emailId)}
          helperText={errors.emailId ?? (emailHint ? `The address on file is ${emailHint}: type it in full` : undefined)}
          placeholder={emailHint || undefined}
          autoComplete="email"
          fullWidth
          margin="normal"
        />
        <SubmitButton disabled={submitting}>Submit</SubmitButton>
        <BackToLoginLink />
      </Box>
    </AuthLayout>
  );
}

export default ForgotPasswordPage;
