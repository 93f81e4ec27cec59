import { PasswordField } from './PasswordField';
import type { FieldErrors } from './validation';

interface NewPasswordFieldsProps {
  /** The form of the reset or change-password page. */
  form: {
    values: { newPassword: string; confirmPassword: string };
    errors: FieldErrors<'newPassword' | 'confirmPassword'>;
    setNewPassword: (newPassword: string) => void;
    setConfirmPassword: (confirmPassword: string) => void;
  };
  /** Focus New Password on arrival (when it is the form's first field). */
  autoFocus?: boolean;
}

/** New Password and Confirm Password, as the reset and change-password pages ask for them. */
export function NewPasswordFields({ form, autoFocus }: NewPasswordFieldsProps) {
  const { values, errors, setNewPassword, setConfirmPassword } = form;
  return (
    <>
      <PasswordField
        id="newPassword"
        name="newPassword"
        label="New Password"
        value={values.newPassword}
        onChange={setNewPassword}
        error={errors.newPassword}
        autoComplete="new-password"
        autoFocus={autoFocus}
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
    </>
  );
}
