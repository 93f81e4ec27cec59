import { useLogout } from 'react-admin';
import { AUTH_DELAYS } from '../auth/authDelays';
import { clearLoginDetails } from '../auth/loginStorage';
import { apiRequest } from '../http/httpClient';
import { showToast } from '../toast/toastStore';
import { useFieldForm } from './useFieldForm';
import { validateChangePassword } from './validation';

type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

const INITIAL_VALUES: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change-password logic for /changePassword; a changed password ends every session, this one included. */
export function useChangePasswordForm() {
  const logout = useLogout();
  const { values, errors, setValue, submit, submitting } = useFieldForm({
    initial: INITIAL_VALUES,
    validate: validateChangePassword,
    send: async values => {
      // A wrong current password comes back as the server's message, toasted by httpClient.
      await apiRequest('/employee/update-password', {
        method: 'PUT',
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      showToast('Password updated successfully', 'success');
      setTimeout(() => {
        // The server has already revoked the tokens; clearing first spares authProvider.logout a doomed call.
        clearLoginDetails();
        void logout({}, '/login', false);
      }, AUTH_DELAYS.passwordChangedMs);
    },
  });

  return {
    values,
    errors,
    setCurrentPassword: (currentPassword: string) => setValue('currentPassword', currentPassword),
    setNewPassword: (newPassword: string) => setValue('newPassword', newPassword),
    setConfirmPassword: (confirmPassword: string) => setValue('confirmPassword', confirmPassword),
    submit,
    submitting,
  };
}
