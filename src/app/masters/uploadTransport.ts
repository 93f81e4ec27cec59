import type { UploadTransport } from '../../../widgets/uploadContext';
import { apiBlob, httpClient } from '../http/httpClient';
import { showToast } from '../toast/toastStore';

const apiPath = (path: string) => (path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`);

/**
 * The upload widget's server calls in the app: the bearer token and the refresh of httpClient, its
 * error toast (spec 000 §8) for a refused upload, and a success toast with the server's message.
 * The multipart body goes as is (httpClient lets the browser write its Content-Type boundary).
 */
export const uploadTransport: UploadTransport = {
  async upload(path, body) {
    const { json } = await httpClient(apiPath(path), { method: 'POST', body });
    const envelope = (json ?? {}) as { data?: unknown; message?: unknown };
    return { data: envelope.data, message: typeof envelope.message === 'string' ? envelope.message : undefined };
  },
  fetchFile(path) {
    // A missing preview is shown as no image, not as an error toast.
    return apiBlob(apiPath(path), { silent: true });
  },
  notify(message) {
    showToast(message, 'success');
  },
};
