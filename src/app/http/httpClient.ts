import { HttpError } from 'react-admin';
import { clearLoginDetails, getLoginDetails, saveLoginDetails } from '../auth/loginStorage';
import type { LoginDetails } from '../auth/types';
import { showToast } from '../toast/toastStore';
import { httpStatusMessage, NETWORK_FAILURE_STATUS, type ApiErrorBody } from './httpStatusMessage';

const API_BASE = '/api';
const LOGIN_PATH = '/login';

export interface HttpOptions extends RequestInit {
  /** No error toast: the caller reports the failure in its own words (or not at all). */
  silent?: boolean;
  /** Treat a 401 as an ordinary failure: for the sign-in and refresh calls, where 401 means bad credentials. */
  skipRefresh?: boolean;
}

/** Same shape as react-admin's fetchUtils.fetchJson answer, so ra-data-simple-rest can use this client. */
export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  // `any` like fetchJson's, so this client drops in wherever fetchJson is expected.
  json: any;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  silent?: boolean;
  skipRefresh?: boolean;
  signal?: AbortSignal;
}

interface ApiEnvelope<T> {
  data: T;
  message?: string;
}

/** Every call of the browser app goes through here: bearer token, time zone, one refresh on 401, spec 000 §8 toasts. */
export async function httpClient(url: string, options: HttpOptions = {}): Promise<HttpResponse> {
  const response = await sendWithSession(url, options);
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, json: parseJson(body) };
}

/** Calls `/api{path}` and answers the `data` of the `{ data, message }` envelope. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiEnvelope<T>(path, options)).data;
}

/** As `apiRequest`, with the server's `message` too: a save that shows the API's own success line. */
export async function apiEnvelope<T>(path: string, options: ApiRequestOptions = {}): Promise<{ data: T; message?: string }> {
  const { method = 'GET', body, query, ...rest } = options;
  const { json } = await httpClient(apiUrl(path, query), {
    ...rest,
    method,
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  const envelope = json as ApiEnvelope<T> | null;
  return { data: envelope?.data as T, message: envelope?.message };
}

/**
 * Files (ID-card PDF, logos) need the bearer token too, so an <img src> or <a href> cannot fetch them.
 * A POST whose answer is a file (an upload answered with its result sheet) sends its FormData as is.
 */
export async function apiBlob(path: string, options: Pick<ApiRequestOptions, 'query' | 'silent' | 'signal' | 'method' | 'body'> = {}): Promise<Blob> {
  const { query, body, ...rest } = options;
  const response = await sendWithSession(apiUrl(path, query), { ...rest, body: body === undefined || body instanceof FormData ? body : JSON.stringify(body), headers: { Accept: '*/*' } });
  return response.blob();
}

/** `path` is relative to /api; a path that already starts with /api/ is taken as is. */
function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

async function sendWithSession(url: string, options: HttpOptions): Promise<Response> {
  const { silent = false, skipRefresh = false, ...init } = options;
  let { response, token } = await send(url, init, silent);

  if (response.status === 401 && !skipRefresh) {
    if (await renewSession(token)) ({ response } = await send(url, init, silent));
    if (response.status === 401) {
      const body = await readErrorBody(response);
      endLocalSession();
      // No toast: the user is on the way to the sign-in page, which is message enough (spec 000 §4).
      throw new HttpError((body as ApiErrorBody | null)?.message ?? 'Unauthorized', 401, body);
    }
  }

  if (!response.ok) {
    const body = await readErrorBody(response);
    const message = httpStatusMessage(response.status, body);
    if (!silent) showToast(message, 'error');
    throw new HttpError(message, response.status, withFieldErrors(body));
  }
  return response;
}

async function send(url: string, init: RequestInit, silent: boolean): Promise<{ response: Response; token?: string }> {
  const token = getLoginDetails()?.token;
  try {
    return { response: await fetch(url, { ...init, headers: buildHeaders(init, token) }), token };
  } catch (error) {
    // react-query cancels stale requests; that is no failure to tell the user about.
    if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
    const message = httpStatusMessage(NETWORK_FAILURE_STATUS);
    if (!silent) showToast(message, 'error');
    throw new HttpError(message, NETWORK_FAILURE_STATUS, null);
  }
}

function buildHeaders(init: RequestInit, token: string | undefined): Headers {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('X-Time-Zone', Intl.DateTimeFormat().resolvedOptions().timeZone);
  // Only text bodies are JSON here; FormData and Blob need the browser to write their own Content-Type
  // (multipart boundary), and a body-less call must not claim JSON or the server rejects the empty body.
  if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return headers;
}

let renewal: Promise<boolean> | null = null;
/** A switch of role or organisation under way: it ends the session the calls in flight were sent with. */
let sessionChange: Promise<unknown> | null = null;

/**
 * Replaces the session (a switch, spec 000 §3) and stores the new one before anything else may renew it: a
 * call sent with the old token and refused while the switch is under way waits for it, then retries with
 * the new token, instead of refreshing the ended session and signing the user out.
 */
export async function changeSession(request: () => Promise<LoginDetails>): Promise<LoginDetails> {
  const change = request().then((details) => {
    saveLoginDetails(details);
    return details;
  });
  sessionChange = change;
  try {
    return await change;
  } finally {
    if (sessionChange === change) sessionChange = null;
  }
}

/** Concurrent 401s share one refresh; a 401 for a token that was already replaced just retries. */
async function renewSession(rejectedToken: string | undefined): Promise<boolean> {
  if (sessionChange) await sessionChange.catch(() => undefined);
  const current = getLoginDetails();
  if (!current) return Promise.resolve(false);
  if (current.token !== rejectedToken) return Promise.resolve(true);
  renewal ??= refresh(current.refreshToken).finally(() => {
    renewal = null;
  });
  return renewal;
}

async function refresh(refreshToken: string): Promise<boolean> {
  try {
    const details = await apiRequest<LoginDetails>('/users/auth/refresh', {
      method: 'POST',
      body: { refreshToken },
      silent: true,
      skipRefresh: true,
    });
    saveLoginDetails(details);
    return true;
  } catch {
    return false;
  }
}

function endLocalSession(): void {
  clearLoginDetails();
  if (window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
}

/** Error bodies may arrive as files (blob calls); they are still JSON when the server wrote them. */
async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return parseJson(await response.text());
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** react-admin forms show server validation errors found in `body.errors` ({ field: message }). */
function withFieldErrors(body: unknown): unknown {
  const fields = (body as ApiErrorBody | null)?.fields;
  if (!Array.isArray(fields) || fields.length === 0) return body;
  return { ...(body as object), errors: Object.fromEntries(fields.map(({ field, message }) => [field, message])) };
}
