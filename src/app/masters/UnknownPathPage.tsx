import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { httpClient } from '../http/httpClient';
import ErrorPage from '../routes/ErrorPage';
import LoadingPage from '../routes/LoadingPage';
import NoPermission from '../routes/NoPermission';

const RESOURCE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

type Verdict = 'checking' | 'forbidden' | 'missing';

/**
 * A one-segment path nothing else matched. GET /api/schemas names only the masters the role may
 * view, so a master added by a schema file that this role may not open is unknown to the browser:
 * the API is asked, and a 403 shows the 'no permission' page instead of 'page not found'.
 */
export default function UnknownPathPage() {
  const { name = '' } = useParams();
  const [verdict, setVerdict] = useState<Verdict>(RESOURCE_NAME.test(name) ? 'checking' : 'missing');

  useEffect(() => {
    if (!RESOURCE_NAME.test(name)) {
      setVerdict('missing');
      return;
    }
    setVerdict('checking');
    const controller = new AbortController();
    httpClient(`/api/${name}?range=${encodeURIComponent('[0,0]')}`, { silent: true, signal: controller.signal }).then(
      () => setVerdict('missing'),
      (error: { status?: number; name?: string }) => {
        if (error?.name !== 'AbortError') setVerdict(error?.status === 403 ? 'forbidden' : 'missing');
      },
    );
    return () => controller.abort();
  }, [name]);

  if (verdict === 'checking') return <LoadingPage />;
  return verdict === 'forbidden' ? <NoPermission /> : <ErrorPage />;
}
