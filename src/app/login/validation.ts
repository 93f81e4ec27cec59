/** Field rules of spec 000 §5 for the sign-in pages; each answers a message per failing field. */

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const MIN_PASSWORD_LENGTH = 6;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(values: { empId: string; password: string }): FieldErrors<'empId' | 'password'> {
  const errors: FieldErrors<'empId' | 'password'> = {};
  if (!values.empId.trim()) errors.empId = 'Employee ID is required';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

export function validateForgotPassword(values: { empId: string; emailId: string }): FieldErrors<'empId' | 'emailId'> {
  const errors: FieldErrors<'empId' | 'emailId'> = {};
  if (!values.empId.trim()) errors.empId = 'Employee ID is required';
  // Spec 000 §5 gives the e-mail one message: an empty address is not a valid one either.
  if (!EMAIL_PATTERN.test(values.emailId.trim())) errors.emailId = 'Invalid email';
  return errors;
}

export function validateNewPassword(values: {
  newPassword: string;
  confirmPassword: string;
}): FieldErrors<'newPassword' | 'confirmPassword'> {
  const errors: FieldErrors<'newPassword' | 'confirmPassword'> = {};
  if (!values.newPassword) errors.newPassword = 'Password is required';
  else if (values.newPassword.length < MIN_PASSWORD_LENGTH)
    errors.newPassword = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (!values.confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'Passwords must match';
  return errors;
}

export function validateChangePassword(values: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FieldErrors<'currentPassword' | 'newPassword' | 'confirmPassword'> {
  return {
    ...(values.currentPassword ? {} : { currentPassword: 'Current password is required' }),
    ...validateNewPassword(values),
  };
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
