import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_DELAYS } from '../auth/authDelays';
import { authProvider, type LoginParams } from '../auth/authProvider';
import { getLoginDetails } from '../auth/loginStorage';
import { completeMicrosoftLogin, startMicrosoftLogin } from '../auth/microsoftLogin';
import { showToast } from '../toast/toastStore';
import { useFieldForm } from './useFieldForm';
import { validateLogin } from './validation';

type LoginValues = { empId: string; password: string; remember: boolean };

const INITIAL_VALUES: LoginValues = { empId: '', password: '', remember: false };

/**
 * Sign-in screen logic (spec 000 §2.3, §4): password sign-in, Microsoft sign-in and its return to
 * /login?mstoken=… or ?error=unauthorized, and leaving /login when a session already exists.
 */
export function useLoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const enterApplication = useCallback(() => {
    setTimeout(() => navigate('/dashboard', { replace: true }), AUTH_DELAYS.loginRedirectMs);
  }, [navigate]);

  const { values, errors, setValue, submit, submitting, setSubmitting } = useFieldForm({
    initial: INITIAL_VALUES,
    validate: validateLogin,
    send: async values => {
      const params: LoginParams = { empId: values.empId.trim(), password: values.password, remember: values.remember };
      // authProvider.login shows the server's message or 'Login failed' when it throws.
      await authProvider.login(params);
      // Stays "submitting" until the page changes, so a second click cannot sign in twice.
      enterApplication();
    },
  });
  const [redirectingToMicrosoft, setRedirectingToMicrosoft] = useState(false);
  // The address is read once per visit: StrictMode's second effect run must not post the single-use mstoken again.
  const arrivalHandled = useRef(false);

  useEffect(() => {
    if (arrivalHandled.current) return;
    arrivalHandled.current = true;
    const mstoken = searchParams.get('mstoken');
    if (mstoken) {
      setSubmitting(true);
      // Off the address at once, so a reload or a shared link cannot replay the token.
      navigate('/login', { replace: true });
      void completeMicrosoftLogin(mstoken).then(signedIn => (signedIn ? enterApplication() : setSubmitting(false)));
    } else if (searchParams.get('error') === 'unauthorized') {
      showToast('You do not have permission to log in.', 'error');
      navigate('/login', { replace: true });
    } else if (getLoginDetails()) {
      navigate('/dashboard', { replace: true });
    }
  }, [searchParams, navigate, enterApplication]);

  const signInWithMicrosoft = useCallback(async () => {
    setRedirectingToMicrosoft(true);
    await startMicrosoftLogin();
    // Only reached for real when the redirect did not happen; otherwise the page is already unloading.
    setRedirectingToMicrosoft(false);
  }, []);

  return {
    values,
    errors,
    setEmpId: (empId: string) => setValue('empId', empId.toUpperCase()),
    setPassword: (password: string) => setValue('password', password),
    setRemember: (remember: boolean) => setValue('remember', remember),
    submit,
    submitting,
    signInWithMicrosoft,
    busy: submitting || redirectingToMicrosoft,
  };
}
