import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_DELAYS } from '../auth/authDelays';
import { apiRequest } from '../http/httpClient';
import { showToast } from '../toast/toastStore';
import { useFieldForm } from './useFieldForm';
import { validateNewPassword } from './validation';

type ResetPasswordValues = { newPassword: string; confirmPassword: string };

const INITIAL_VALUES: ResetPasswordValues = { newPassword: '', confirmPassword: '' };

/** Reset-password logic for /resetPassword?token=… (the link of the reset e-mail), spec 000 §5, §8. */
export function useResetPasswordForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { values, errors, setValue, submit, submitting } = useFieldForm({
    initial: INITIAL_VALUES,
    validate: validateNewPassword,
    blocked: !token,
    send: async values => {
      // The server's error (expired or used link) is toasted by httpClient.
      await apiRequest('/forgot-password/change-Password', {
        method: 'PUT',
        body: { token, confirmPassword: values.confirmPassword },
        skipRefresh: true,
      });
      showToast('Password updated successfully', 'success');
      setTimeout(() => navigate('/login', { replace: true }), AUTH_DELAYS.passwordChangedMs);
    },
  });

  return {
    values,
    errors,
    /** False when the address has no token: the page was not opened from the reset e-mail. */
    hasToken: token !== '',
    setNewPassword: (newPassword: string) => setValue('newPassword', newPassword),
    setConfirmPassword: (confirmPassword: string) => setValue('confirmPassword', confirmPassword),
    submit,
    submitting,
  };
}
