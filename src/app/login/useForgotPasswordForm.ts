import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_DELAYS } from '../auth/authDelays';
import { apiRequest } from '../http/httpClient';
import { GENERIC_ERROR_MESSAGE } from '../http/httpStatusMessage';
import { showToast } from '../toast/toastStore';
import { useFieldForm } from './useFieldForm';
import { validateForgotPassword } from './validation';

type ForgotPasswordValues = { empId: string; emailId: string };

const INITIAL_VALUES: ForgotPasswordValues = { empId: '', emailId: '' };

/** Forgot-password logic (spec 000 §5, §8): the e-mail is looked up from the Employee ID, then reset mail is requested. */
export function useForgotPasswordForm() {
  const navigate = useNavigate();
  const { values, errors, setValue, submit, submitting } = useFieldForm({
    initial: INITIAL_VALUES,
    validate: validateForgotPassword,
    send: async values => {
      try {
        await apiRequest('/forgot-password', {
          method: 'POST',
          body: { empId: values.empId.trim(), emailId: values.emailId.trim() },
          silent: true,
          skipRefresh: true,
        });
      } catch (error) {
        // Spec 000 §8: this request fails with one message, whatever the server said.
        showToast(GENERIC_ERROR_MESSAGE, 'error');
        throw error;
      }
      showToast('Password reset instructions sent to your email', 'success');
      // Nothing more to do here: the user continues from the e-mail, so return to the sign-in page.
      setTimeout(() => navigate('/login'), AUTH_DELAYS.forgotPasswordSentMs);
    },
  });
  const lookedUpEmpId = useRef('');
  const [emailHint, setEmailHint] = useState('');

  /**
   * On leaving the Employee ID field: the address on file, masked (`a****@acme.com`), shown as a hint
   * for the user to type it in full. The server never answers the address itself (docs/security.md),
   * so the field is not filled with it. Unknown IDs show no hint.
   */
  const lookUpEmail = useCallback(async () => {
    const empId = values.empId.trim();
    if (!empId || empId === lookedUpEmpId.current) return;
    lookedUpEmpId.current = empId;
    setEmailHint('');
    try {
      const { emailId } = await apiRequest<{ emailId: string }>('/forgot-password/getEmailId', {
        query: { empId },
        silent: true,
        skipRefresh: true,
      });
      if (emailId && lookedUpEmpId.current === empId) setEmailHint(emailId);
    } catch {
      // Not found or offline: the user can still type the address; submitting reports real problems.
    }
  }, [values.empId]);

  return {
    values,
    errors,
    setEmpId: (empId: string) => setValue('empId', empId.toUpperCase()),
    setEmailId: (emailId: string) => setValue('emailId', emailId),
    lookUpEmail,
    emailHint,
    submit,
    submitting,
  };
}
