import { useEffect, useMemo, useState } from 'react';
import { useLoginDetails } from '../auth/useLoginDetails';
import { eLibraryUrl, goalTrackingUrl } from './externalLinks';

/** The e-library and goal-tracking addresses of the signed-in user (goal tracking is null while encrypting). */
export function useExternalLinks() {
  const userDetails = useLoginDetails()?.userDetails;
  const email = userDetails?.officialEmail ?? '';
  const [goalTracking, setGoalTracking] = useState<{ email: string; url: string } | null>(null);

  const eLibrary = useMemo(
    () =>
      eLibraryUrl(
        {
          firstName: userDetails?.firstName,
          lastName: userDetails?.lastName,
          officialEmail: userDetails?.officialEmail,
          department: userDetails?.department,
        },
        `${window.location.origin}/dashboard`,
      ),
    [userDetails?.firstName, userDetails?.lastName, userDetails?.officialEmail, userDetails?.department],
  );

  useEffect(() => {
    if (!email || !globalThis.crypto?.subtle) return undefined;
    let cancelled = false;
    goalTrackingUrl(email).then(
      (url) => {
        if (!cancelled) setGoalTracking({ email, url });
      },
      (error: unknown) => console.error('Goal tracking link', error),
    );
    return () => {
      cancelled = true;
    };
  }, [email]);

  return { eLibrary, goalTracking: goalTracking?.email === email ? goalTracking.url : null };
}
