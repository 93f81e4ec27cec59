import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLoginDetails, saveLoginDetails } from '../../src/app/auth/loginStorage';
import type { LoginDetails, UserDetails } from '../../src/app/auth/types';
import { apiBlob, apiRequest, changeSession, httpClient } from '../../src/app/http/httpClient';
import { stubBrowser } from './browserStubs';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('../../src/app/toast/toastStore', () => ({ showToast }));

const session = (token: string): LoginDetails => ({
  token,
  refreshToken: `refresh-${token}`,
  userDetails: { empId: 'E001', viaMicrosoft: false } as UserDetails,
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function stubFetch(handler: Handler) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The HttpError a failing call rejects with. */
const failure = (call: Promise<unknown>) => call.then(
  () => {
    throw new Error('expected the call to fail');
  },
  (error: HttpError) => error,
);

const bearer = (init: RequestInit) => new Headers(init.headers).get('Authorization');

describe('httpClient', () => {
  let assign: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    ({ assign } = stubBrowser('/dashboard'));
    showToast.mockClear();
    saveLoginDetails(session('old'), true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the bearer token, the time zone and JSON content type', async () => {
    const fetchMock = stubFetch(() => json(200, { data: { ok: true } }));
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 }, query: { q: 'x', skip: undefined } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/things?q=x');
    expect(headers.get('Authorization')).toBe('Bearer old');
    expect(headers.get('X-Time-Zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('leaves the Content-Type of FormData to the browser', async () => {
    const fetchMock = stubFetch(() => json(200, { data: null }));
    await apiRequest('/upload', { method: 'POST', body: new FormData() });
    expect(new Headers(fetchMock.mock.calls[0][1].headers).has('Content-Type')).toBe(false);
  });

  it('answers like fetchJson, headers included (Content-Range for ra-data-simple-rest)', async () => {
    stubFetch(() => json(200, [{ id: 1 }], { 'Content-Range': 'items 0-0/1' }));
    const response = await httpClient('/api/items', { headers: new Headers({ Range: 'items=0-9' }) });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([{ id: 1 }]);
    expect(response.headers.get('Content-Range')).toBe('items 0-0/1');
  });

  it('refreshes once for concurrent 401s and retries each call with the new token', async () => {
    let refreshes = 0;
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/users/auth/refresh') {
        refreshes += 1;
        expect(JSON.parse(init.body as string)).toEqual({ refreshToken: 'refresh-old' });
        return json(200, { data: session('new') });
      }
      return bearer(init) === 'Bearer new' ? json(200, { data: url }) : json(401, { message: 'jwt expired' });
    });

    await expect(Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c')])).resolves.toEqual(['/api/a', '/api/b', '/api/c']);
    expect(refreshes).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(7);
    expect(getLoginDetails()?.token).toBe('new');
    // The remember choice survives the refresh.
    expect(localStorage.getItem('loginDetails')).toContain('"token":"new"');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('a call refused while a switch ends its session waits for the switch and retries with the new token', async () => {
    let answerSwitch!: () => void;
    const switched = new Promise<void>((resolve) => (answerSwitch = resolve));
    const fetchMock = stubFetch(async (url, init) => {
      if (url === '/api/users/auth/switch') {
        await switched;
        return json(200, { data: session('switched') });
      }
      // The server ended the old session with the switch: the old refresh token is refused too.
      if (url === '/api/users/auth/refresh') return json(401, { message: 'expired' });
      return bearer(init) === 'Bearer switched' ? json(200, { data: url }) : json(401, { message: 'Your session has expired. Please log in again.' });
    });

    const change = changeSession(() => apiRequest('/users/auth/switch', { method: 'POST', body: { type: 'Role', value: 'X' }, silent: true }));
    const inFlight = apiRequest('/a');
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/a')).toBe(true));
    answerSwitch();
    await expect(change).resolves.toMatchObject({ token: 'switched' });
    await expect(inFlight).resolves.toBe('/api/a');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/users/auth/refresh')).toBe(false);
    expect(getLoginDetails()?.token).toBe('switched');
    expect(assign).not.toHaveBeenCalled();
  });

  it('clears the session and goes to /login when the refresh fails', async () => {
    stubFetch(url => (url === '/api/users/auth/refresh' ? json(401, { message: 'expired' }) : json(401, {})));
    const error = await failure(apiRequest('/a'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(401);
    expect(getLoginDetails()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('does not refresh when the caller opted out (sign-in with a wrong password)', async () => {
    const fetchMock = stubFetch(() => json(401, { message: 'Invalid Employee ID or Password', errorType: 'OPERATIONAL' }));
    const error = await failure(apiRequest('/users/auth/login', { method: 'POST', body: {}, silent: true, skipRefresh: true }));
    expect(error.status).toBe(401);
    expect(error.body.message).toBe('Invalid Employee ID or Password');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getLoginDetails()?.token).toBe('old');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('toasts the status message and hands field errors to react-admin forms', async () => {
    stubFetch(() =>
      json(400, { message: 'Validation failed', errorType: 'OPERATIONAL', fields: [{ field: 'name', message: 'Name is required' }] }),
    );
    const error = await failure(apiRequest('/things', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Validation failed');
    expect(error.body.fields).toHaveLength(1);
    expect(error.body.errors).toEqual({ name: 'Name is required' });
    expect(showToast).toHaveBeenCalledWith('Validation failed', 'error');
  });

  it('stays quiet when asked to', async () => {
    stubFetch(() => json(404, {}));
    const error = await failure(apiRequest('/nothing', { silent: true }));
    expect(error.message).toBe('Something went wrong! (404)');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('reports a network failure but not a cancelled request', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('/a')).rejects.toMatchObject({ status: 0, message: 'Network/Interceptor error occurred' });
    expect(showToast).toHaveBeenCalledWith('Network/Interceptor error occurred', 'error');

    showToast.mockClear();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError'))));
    await expect(apiRequest('/a')).rejects.toMatchObject({ name: 'AbortError' });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('reads a JSON error body that came back for a file request', async () => {
    stubFetch(() => new Response(new Blob([JSON.stringify({ message: 'File not found' })]), { status: 404 }));
    await expect(apiBlob('/users/docs/cards/x.pdf')).rejects.toMatchObject({ status: 404, message: 'File not found' });
    expect(showToast).toHaveBeenCalledWith('File not found', 'error');
  });

  it('answers files as blobs with the bearer token', async () => {
    const fetchMock = stubFetch(() => new Response(new Blob(['%PDF']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await apiBlob('/users/docs/cards/x.pdf');
    expect(await blob.text()).toBe('%PDF');
    expect(bearer(fetchMock.mock.calls[0][1])).toBe('Bearer old');
  });
});
