import { hasMicrosoftAuth } from '../auth/loginStorage';
import { useLoginDetails } from '../auth/useLoginDetails';

/** Whether a Microsoft sign-in is stored (shows the Meeting Calendar entry, spec 000 §2.2). */
export function useMicrosoftAuth(): boolean {
  // useLoginDetails re-renders on every sign-in change, which is also when the msAuth flag changes.
  const userDetails = useLoginDetails()?.userDetails;
  return Boolean(userDetails?.viaMicrosoft) || (userDetails !== undefined && hasMicrosoftAuth());
}
